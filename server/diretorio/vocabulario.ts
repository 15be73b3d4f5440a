// The words of the directory's search (see busca.ts): folding, splitting, one typing error, and
// the vocabulary of an index version (each distinct word once, with its id).

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

export interface LinhaTexto {
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
