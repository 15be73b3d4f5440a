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
import {
  distanciaUm,
  type LinhaTexto,
  palavras,
  palavrasDaConsulta,
  type Vocabulario,
} from './vocabulario.js';

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
