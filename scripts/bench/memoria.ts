// The soak's memory verdict (scripts/bench.ts --soak): the live heap's slope after full collections.

/** The memory rule: a soak of at least 30 min whose last 20 min grow the live heap ≤ 5 MiB. */
export const SOAK_MINIMO_MIN = 30;
export const JANELA_PLANA_MIN = 20;
export const CRESCIMENTO_MAX_MIB = 5;

/** Least-squares slope of heapMiB over t (MiB per minute). */
function inclinacao(pontos: { t: number; heapMiB: number }[]): number {
  const n = pontos.length;
  if (n < 2) return 0;
  const mt = pontos.reduce((a, p) => a + p.t, 0) / n;
  const mh = pontos.reduce((a, p) => a + p.heapMiB, 0) / n;
  let num = 0;
  let den = 0;
  for (const p of pontos) {
    num += (p.t - mt) * (p.heapMiB - mh);
    den += (p.t - mt) ** 2;
  }
  return den === 0 ? 0 : (num / den) * 60;
}

/**
 * The live heap's trend (samples taken after a full collection): its slope over the whole soak
 * and over the last JANELA_PLANA_MIN minutes, whose growth along the fitted line decides "flat"
 * (null: the soak is shorter than SOAK_MINIMO_MIN, no verdict).
 */
export function tendenciaDoHeap(serie: { t: number; heapMiB: number }[], segundos: number) {
  const inclinacaoTotal = inclinacao(serie);
  const fim = serie.at(-1)?.t ?? 0;
  const naJanela = serie.filter((p) => p.t >= fim - JANELA_PLANA_MIN * 60);
  const janela =
    naJanela.length >= 3
      ? {
          minutos: (fim - naJanela[0].t) / 60,
          inclinacaoMiBPorMin: inclinacao(naJanela),
          crescimentoMiB: (inclinacao(naJanela) * (fim - naJanela[0].t)) / 60,
          deMiB: naJanela[0].heapMiB,
          ateMiB: naJanela[naJanela.length - 1].heapMiB,
        }
      : null;
  const plana =
    segundos < SOAK_MINIMO_MIN * 60 || !janela ? null : janela.crescimentoMiB <= CRESCIMENTO_MAX_MIB;
  return { inclinacaoTotal, janela, plana };
}
