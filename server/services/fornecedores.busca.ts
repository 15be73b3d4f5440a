/**
 * The directory's text search, inside the in-memory index (not SQLite FTS5: the index must run
 * unchanged on PostgreSQL, and the list already filters in memory).
 *
 * - Words: NFD, combining marks stripped, lower case, split on anything not a letter or digit
 *   ("Álbum Eterno" -> album, eterno; "Fotógrafo" -> fotografo).
 * - Indexed per supplier: the words of nome_empresa (field "nome") and of frase_slogan and
 *   descricao_curta (field "texto"), as ids in a vocabulary; tag names are matched against the
 *   small taxonomy at query time and joined through the index's tag postings.
 * - Query: every word (pt-BR stopwords aside) must match, as a word or a word prefix, in one of
 *   those fields; a word of 5+ letters also matches vocabulary words at edit distance 1
 *   (substitution, insertion, deletion, adjacent transposition), ranked below exact and prefix.
 * - States: a Localidade tag named by its code ("SP") also answers to the state's name ("São
 *   Paulo", "sao paulo", "Minas"); the suppliers serving the whole country or online ('Brasil',
 *   'Online') serve that state too and match below every other kind of match
 *   (docs/decisions/um-estado-no-filtro-inclui-quem-atende-o-brasil-todo-e-quem.md).
 * - Score: per query word the best field match (name > tag > text, exact > prefix > fuzzy),
 *   summed over the words. Equal scores keep the fair seeded shuffle (see paginarFaixas).
 */

import { ESTADOS } from '../../shared/estados.js';
import { CATEGORIA_LOCALIDADE, NACIONAIS } from '../schemas/regras-catalogo.js';

/** Per query word: what a match is worth. Any fuzzy match ranks below any exact or prefix one. */
export const PONTOS = {
  nomeExata: 12,
  nomePrefixo: 10,
  tagExata: 8,
  tagPrefixo: 7,
  textoExata: 6,
  textoPrefixo: 5,
  nomeAprox: 4,
  tagAprox: 3,
  textoAprox: 2,
  /** 'Brasil' and 'Online' when the word names a state (exact or 3+ letter prefix): they serve it too. */
  nacional: 1,
} as const;

/** Shortest query word for which one typing error is tolerated. */
export const APROX_MIN = 5;

/** Words that say nothing about a supplier: ignored in a query that has other words. */
const STOPWORDS = new Set([
  'a',
  'o',
  'as',
  'os',
  'e',
  'de',
  'da',
  'do',
  'das',
  'dos',
  'em',
  'na',
  'no',
  'nas',
  'nos',
  'um',
  'uma',
  'para',
  'pra',
  'por',
  'com',
]);

const MARCAS = /\p{M}+/gu;
const LETRA_OU_DIGITO = /^[\p{L}\p{N}]+$/u;

/** A character folded: its letters in lower case without marks, '' for a mark, ' ' otherwise. */
function dobrar(ch: string): string {
  const base = ch.normalize('NFD').replace(MARCAS, '');
  return base === '' ? '' : LETRA_OU_DIGITO.test(base) ? base.toLowerCase() : ' ';
}

/** Codes below 0x250 folded once: the one folded code, SEPARA, PULA (a mark) or VARIOS. */
const SEPARA = 0;
const PULA = 0xffff;
const VARIOS = 0xfffe;
const DOBRA = new Uint16Array(0x250);
for (let c = 0; c < DOBRA.length; c++) {
  const f = dobrar(String.fromCharCode(c));
  DOBRA[c] = f === ' ' ? SEPARA : f === '' ? PULA : f.length === 1 ? f.charCodeAt(0) : VARIOS;
}

/**
 * Splits a text into normalized words (lower case, NFD without combining marks, split on anything
 * not a letter or digit), calling `palavra(buf, n)` with each word's char codes. Char codes from
 * a table, no intermediate strings: String.normalize + regular expressions over every text made
 * the index build twice as slow.
 */
function varrer(s: string, palavra: (buf: Uint16Array, n: number) => void): void {
  let n = 0;
  for (let k = 0; k < s.length; k++) {
    const c = s.charCodeAt(k);
    let d = c < 0x250 ? DOBRA[c] : c >= 0x300 && c <= 0x36f ? PULA : VARIOS;
    if (d === PULA) continue;
    if (d === VARIOS) {
      const f = dobrar(s[k]);
      if (f === '') continue;
      if (f !== ' ') {
        for (let x = 0; x < f.length; x++) n = acrescentar(n, f.charCodeAt(x));
        continue;
      }
      d = SEPARA;
    }
    if (d === SEPARA) {
      if (n > 0) palavra(buf, n);
      n = 0;
    } else n = acrescentar(n, d);
  }
  if (n > 0) palavra(buf, n);
}

let buf = new Uint16Array(64);
function acrescentar(n: number, c: number): number {
  if (n === buf.length) {
    const maior = new Uint16Array(buf.length * 2);
    maior.set(buf);
    buf = maior;
  }
  buf[n] = c;
  return n + 1;
}

function texto(codigos: Uint16Array, n: number): string {
  let out = '';
  for (let k = 0; k < n; k += 1024) out += String.fromCharCode(...codigos.subarray(k, Math.min(n, k + 1024)));
  return out;
}

/** The normalized words of a text, in order (repeats kept). */
export function palavras(s: string | null | undefined): string[] {
  const out: string[] = [];
  if (s) varrer(s, (codigos, n) => out.push(texto(codigos, n)));
  return out;
}

/** The distinct words of a query, stopwords dropped unless nothing else is left. */
export function palavrasDaConsulta(texto: string): string[] {
  const todas = [...new Set(palavras(texto))];
  const uteis = todas.filter((p) => !STOPWORDS.has(p));
  return uteis.length > 0 ? uteis : todas;
}

/**
 * True when a and b are at most one edit apart (Damerau: substitution, insertion, deletion or
 * swap of two neighbours). Linear, with an early exit at the second difference.
 */
export function distanciaUm(a: string, b: string): boolean {
  const la = a.length;
  const lb = b.length;
  if (la === lb) {
    let i = 0;
    while (i < la && a.charCodeAt(i) === b.charCodeAt(i)) i++;
    if (i === la) return true;
    // One substitution, or one swap of neighbours.
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return (
      i + 1 < la &&
      a.charCodeAt(i) === b.charCodeAt(i + 1) &&
      a.charCodeAt(i + 1) === b.charCodeAt(i) &&
      a.slice(i + 2) === b.slice(i + 2)
    );
  }
  if (Math.abs(la - lb) !== 1) return false;
  const [curta, longa] = la < lb ? [a, b] : [b, a];
  let i = 0;
  while (i < curta.length && curta.charCodeAt(i) === longa.charCodeAt(i)) i++;
  return curta.slice(i) === longa.slice(i + 1);
}

interface LinhaTexto {
  nome_empresa: string;
  frase_slogan: string | null;
  descricao_curta: string;
}

/**
 * Every word seen by one lineage of indexes (a full build starts a new one; incremental versions
 * share it, so it only grows until the next full build: words of edited-away texts stay). Word
 * ids are stable; a sorted view of the ids answers prefix ranges by binary search, and ids by
 * length feed the fuzzy scan.
 */
export class Vocabulario {
  readonly palavras: string[] = [];
  /** Open addressing: word id + 1 by hash of its char codes (no string built for a known word). */
  private tabela = new Int32Array(1 << 12);
  private hashes: number[] = [];
  private ordenados: number[] = [];
  private readonly porTamanho: number[][] = [];
  /** Row stamp per word id, to keep each word once per supplier without a Set per row. */
  private marca = new Int32Array(1024);
  private carimbo = 0;
  private rascunho = new Int32Array(256);
  private n = 0;
  private campo = 0;

  get tamanho(): number {
    return this.palavras.length;
  }

  /** The id of the word in codigos[0..n), added when new. */
  private id(codigos: Uint16Array, n: number): number {
    let h = 0x811c9dc5;
    for (let k = 0; k < n; k++) h = Math.imul(h ^ codigos[k], 0x01000193);
    const mascara = this.tabela.length - 1;
    for (let pos = h & mascara; ; pos = (pos + 1) & mascara) {
      const v = this.tabela[pos];
      if (v === 0) break;
      const p = this.palavras[v - 1];
      if (this.hashes[v - 1] !== h || p.length !== n) continue;
      let k = 0;
      while (k < n && p.charCodeAt(k) === codigos[k]) k++;
      if (k === n) return v - 1;
    }
    const id = this.palavras.length;
    const palavra = texto(codigos, n);
    this.palavras.push(palavra);
    this.hashes.push(h);
    this.porTamanho[n] ??= [];
    this.porTamanho[n].push(id);
    if (id >= this.marca.length) {
      const maior = new Int32Array(this.marca.length * 2);
      maior.set(this.marca);
      this.marca = maior;
    }
    if (2 * this.palavras.length > this.tabela.length) {
      this.tabela = new Int32Array(this.tabela.length * 2);
      for (let i = 0; i < this.palavras.length; i++) this.inserir(i);
    } else this.inserir(id);
    return id;
  }

  private inserir(id: number): void {
    const mascara = this.tabela.length - 1;
    let pos = this.hashes[id] & mascara;
    while (this.tabela[pos] !== 0) pos = (pos + 1) & mascara;
    this.tabela[pos] = id + 1;
  }

  private readonly aoLer = (codigos: Uint16Array, n: number) => {
    const id = this.id(codigos, n);
    if (this.marca[id] === this.carimbo) return;
    this.marca[id] = this.carimbo;
    if (this.n === this.rascunho.length) {
      const maior = new Int32Array(this.rascunho.length * 2);
      maior.set(this.rascunho);
      this.rascunho = maior;
    }
    this.rascunho[this.n++] = id * 2 + this.campo;
  };

  /**
   * A supplier's tokens: word id * 2 for a word of its name, word id * 2 + 1 for a word only in
   * its slogan or short description; each word once. A view of a scratch buffer: copy it before
   * the next call.
   */
  tokens(linha: LinhaTexto): Int32Array {
    this.carimbo++;
    this.n = 0;
    this.campo = 0;
    varrer(linha.nome_empresa, this.aoLer);
    this.campo = 1;
    if (linha.frase_slogan) varrer(linha.frase_slogan, this.aoLer);
    varrer(linha.descricao_curta, this.aoLer);
    return this.rascunho.subarray(0, this.n);
  }

  /** Word ids in word order (new words merged in: a few by insertion, many by one sort). */
  private ordem(): number[] {
    const faltam = this.palavras.length - this.ordenados.length;
    if (faltam === 0) return this.ordenados;
    const w = this.palavras;
    if (faltam <= 256) {
      for (let id = w.length - faltam; id < w.length; id++)
        this.ordenados.splice(this.limiteInferior(w[id]), 0, id);
    } else {
      this.ordenados = Array.from({ length: w.length }, (_, i) => i).sort((x, y) =>
        w[x] < w[y] ? -1 : w[x] > w[y] ? 1 : 0,
      );
    }
    return this.ordenados;
  }

  /** First position in the sorted view whose word is >= p. */
  private limiteInferior(p: string): number {
    const o = this.ordenados;
    let lo = 0;
    let hi = o.length;
    while (lo < hi) {
      const m = (lo + hi) >> 1;
      if (this.palavras[o[m]] < p) lo = m + 1;
      else hi = m;
    }
    return lo;
  }

  /** Sorts pending words now (end of a build), so the first query does not pay for it. */
  ordenar(): void {
    this.ordem();
  }

  /** Ids of the words starting with p (p itself included). */
  comPrefixo(p: string): number[] {
    const o = this.ordem();
    const out: number[] = [];
    for (let k = this.limiteInferior(p); k < o.length && this.palavras[o[k]].startsWith(p); k++)
      out.push(o[k]);
    return out;
  }

  /** Ids of the words one edit away from p (p itself excluded). */
  aUmaEdicao(p: string): number[] {
    const out: number[] = [];
    for (let tam = p.length - 1; tam <= p.length + 1; tam++)
      for (const id of this.porTamanho[tam] ?? []) {
        const w = this.palavras[id];
        if (w !== p && distanciaUm(p, w)) out.push(id);
      }
    return out;
  }
}

/**
 * The search part of one index version: the vocabulary and each supplier's tokens in CSR
 * (supplier i is todos[inicio[i] .. inicio[i+1])), like the index's tags.
 */
export interface DadosBusca {
  vocabulario: Vocabulario;
  inicio: Int32Array;
  todos: Int32Array;
}

/** Search data assembled supplier by supplier, in index order. */
export class MontagemBusca {
  private inicio: Int32Array;
  private todos: Int32Array;
  private n = 0;
  private t = 0;

  constructor(
    readonly vocabulario: Vocabulario,
    fornecedores: number,
    tokensPrevistos = fornecedores * 24,
  ) {
    this.inicio = new Int32Array(fornecedores + 1);
    this.todos = new Int32Array(Math.max(16, tokensPrevistos));
  }

  private copiar(origem: Int32Array, de: number, ate: number): void {
    if (this.t + ate - de > this.todos.length) {
      const maior = new Int32Array(Math.max(2 * this.todos.length, this.t + ate - de));
      maior.set(this.todos);
      this.todos = maior;
    }
    for (let k = de; k < ate; k++) this.todos[this.t++] = origem[k];
    this.inicio[++this.n] = this.t;
  }

  /** A new or changed supplier: its texts tokenized. */
  acrescentar(linha: LinhaTexto): void {
    const tokens = this.vocabulario.tokens(linha);
    this.copiar(tokens, 0, tokens.length);
  }

  /** An unchanged supplier: its tokens at position `a` of the previous version. */
  manter(anterior: DadosBusca, a: number): void {
    this.copiar(anterior.todos, anterior.inicio[a], anterior.inicio[a + 1]);
  }

  fim(): DadosBusca {
    this.vocabulario.ordenar();
    return {
      vocabulario: this.vocabulario,
      inicio: this.inicio.slice(0, this.n + 1),
      todos: this.todos.slice(0, this.t),
    };
  }
}

/** One query word, compiled against a vocabulary and a taxonomy: points by token and by tag id. */
interface Termo {
  porToken: Uint8Array;
  porTag: Uint8Array;
}

export interface Consulta {
  /** The normalized words, joined: the cache key of the text part of a filter. */
  chave: string;
  termos: Termo[];
}

type TagBusca = { id: number; nome: string; categoria_nome?: string };
interface PalavrasDaTag {
  id: number;
  palavras: string[];
  /** A state's tag: its code and the words of the state's name. */
  estado: boolean;
  /** 'Brasil' or 'Online': matches (PONTOS.nacional) a word that names a state. */
  nacional: boolean;
}
const palavrasDasTags = new WeakMap<readonly TagBusca[], PalavrasDaTag[]>();
const NOME_DO_ESTADO = new Map(ESTADOS.map((e) => [e.uf, e.nome]));

function palavrasDaTag(t: TagBusca): PalavrasDaTag {
  const localidade = t.categoria_nome === undefined || t.categoria_nome === CATEGORIA_LOCALIDADE;
  const estado = localidade ? NOME_DO_ESTADO.get(t.nome) : undefined;
  return {
    id: t.id,
    palavras: estado ? [...palavras(t.nome), ...palavrasDaConsulta(estado)] : palavras(t.nome),
    estado: estado !== undefined,
    nacional: localidade && NACIONAIS.includes(t.nome),
  };
}

/** Compiles a search text; null when it is blank (no text filter, the fair order). */
export function compilarConsulta(
  busca: DadosBusca,
  taxonomia: readonly TagBusca[],
  texto: string,
): Consulta | null {
  const consulta = palavrasDaConsulta(texto);
  if (consulta.length === 0) {
    // Blank: no text filter. Only punctuation ("%"): a text that no supplier matches.
    return texto.trim()
      ? { chave: '\u0001', termos: [{ porToken: new Uint8Array(0), porTag: new Uint8Array(0) }] }
      : null;
  }
  let tags = palavrasDasTags.get(taxonomia);
  if (!tags) {
    tags = taxonomia.map(palavrasDaTag);
    palavrasDasTags.set(taxonomia, tags);
  }
  let maxTag = 0;
  for (const t of tags) if (t.id > maxTag) maxTag = t.id;
  const { vocabulario } = busca;
  const termos = consulta.map((p): Termo => {
    const porToken = new Uint8Array(vocabulario.tamanho * 2);
    const marcar = (id: number, nome: number, texto: number) => {
      if (porToken[id * 2] < nome) porToken[id * 2] = nome;
      if (porToken[id * 2 + 1] < texto) porToken[id * 2 + 1] = texto;
    };
    for (const id of vocabulario.comPrefixo(p)) {
      const exata = vocabulario.palavras[id] === p;
      marcar(
        id,
        exata ? PONTOS.nomeExata : PONTOS.nomePrefixo,
        exata ? PONTOS.textoExata : PONTOS.textoPrefixo,
      );
    }
    const aprox = p.length >= APROX_MIN;
    if (aprox) for (const id of vocabulario.aUmaEdicao(p)) marcar(id, PONTOS.nomeAprox, PONTOS.textoAprox);
    const porTag = new Uint8Array(maxTag + 1);
    let nomeiaEstado = false;
    for (const t of tags) {
      let pontos = 0;
      for (const w of t.palavras) {
        const v =
          w === p
            ? PONTOS.tagExata
            : w.startsWith(p)
              ? PONTOS.tagPrefixo
              : aprox && distanciaUm(p, w)
                ? PONTOS.tagAprox
                : 0;
        if (v > pontos) pontos = v;
      }
      porTag[t.id] = pontos;
      if (t.estado && (pontos === PONTOS.tagExata || (pontos === PONTOS.tagPrefixo && p.length >= 3)))
        nomeiaEstado = true;
    }
    if (nomeiaEstado)
      for (const t of tags) if (t.nacional && porTag[t.id] < PONTOS.nacional) porTag[t.id] = PONTOS.nacional;
    return { porToken, porTag };
  });
  return { chave: consulta.join(' '), termos };
}

/** Suppliers matching a compiled query: ascending positions and their scores. */
export interface AcertosTexto {
  posicoes: Int32Array;
  pontos: Int32Array;
}

/**
 * One scan of an index (its search data and tags in CSR), a query word at a time: the first word
 * visits every supplier, each next word only those still matching. A supplier's score is the sum
 * over the words of its best match (tokens and tags); 0 for a word leaves it out.
 */
export function buscarTexto(
  ind: { n: number; busca: DadosBusca; tagInicio: Int32Array; tagIds: Int32Array },
  consulta: Consulta,
): AcertosTexto {
  const { inicio, todos } = ind.busca;
  const { tagInicio, tagIds } = ind;
  let candidatos: Int32Array | null = null;
  let pontos = new Int32Array(0);
  for (const { porToken, porTag } of consulta.termos) {
    const total: number = candidatos ? candidatos.length : ind.n;
    const posicoes = new Int32Array(total);
    const novos = new Int32Array(total);
    let m = 0;
    for (let j = 0; j < total; j++) {
      const i = candidatos ? candidatos[j] : j;
      let melhor = 0;
      for (let k = inicio[i], fim = inicio[i + 1]; k < fim; k++) {
        const v = porToken[todos[k]];
        if (v > melhor) melhor = v;
      }
      for (let k = tagInicio[i], fim = tagInicio[i + 1]; k < fim; k++) {
        const v = porTag[tagIds[k]];
        if (v > melhor) melhor = v;
      }
      if (melhor > 0) {
        posicoes[m] = i;
        novos[m++] = (candidatos ? pontos[j] : 0) + melhor;
      }
    }
    candidatos = posicoes.slice(0, m);
    pontos = novos.slice(0, m);
    if (m === 0) break;
  }
  return { posicoes: candidatos ?? new Int32Array(0), pontos };
}

/**
 * Positions grouped by score, best first (each group keeps the ascending position order): the
 * seeded shuffle then orders each group, so equal scores stay fair.
 */
export function faixasPorPontos(posicoes: Int32Array, pontos: Int32Array): Int32Array[] {
  let max = 0;
  for (let j = 0; j < pontos.length; j++) if (pontos[j] > max) max = pontos[j];
  const tamanhos = new Int32Array(max + 1);
  for (let j = 0; j < pontos.length; j++) tamanhos[pontos[j]]++;
  const faixas: (Int32Array | undefined)[] = [];
  for (let v = 0; v <= max; v++) if (tamanhos[v] > 0) faixas[v] = new Int32Array(tamanhos[v]);
  const cursor = new Int32Array(max + 1);
  for (let j = 0; j < posicoes.length; j++) {
    const v = pontos[j];
    (faixas[v] as Int32Array)[cursor[v]++] = posicoes[j];
  }
  return faixas.filter((f): f is Int32Array => f !== undefined).reverse();
}
