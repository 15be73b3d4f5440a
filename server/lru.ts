/**
 * A small LRU bounded by entry count and total weight (e.g. the number of supplier positions an
 * entry holds), so 100,000-supplier filters cannot grow memory without bound.
 */
export class Lru<T> {
  private readonly mapa = new Map<string, { valor: T; peso: number }>();
  private pesoTotal = 0;
  constructor(
    private readonly maxEntradas: number,
    private readonly maxPeso = Number.POSITIVE_INFINITY,
  ) {}
  get(chave: string): T | undefined {
    const e = this.mapa.get(chave);
    if (!e) return undefined;
    this.mapa.delete(chave);
    this.mapa.set(chave, e);
    return e.valor;
  }
  set(chave: string, valor: T, peso = 1): void {
    const antigo = this.mapa.get(chave);
    if (antigo) {
      this.pesoTotal -= antigo.peso;
      this.mapa.delete(chave);
    }
    if (peso > this.maxPeso) return;
    this.mapa.set(chave, { valor, peso });
    this.pesoTotal += peso;
    while (this.mapa.size > this.maxEntradas || this.pesoTotal > this.maxPeso) {
      const [k, e] = this.mapa.entries().next().value as [string, { valor: T; peso: number }];
      this.mapa.delete(k);
      this.pesoTotal -= e.peso;
    }
  }
  get tamanho(): number {
    return this.mapa.size;
  }
  get peso(): number {
    return this.pesoTotal;
  }
}
