// The soak's memory verdict (scripts/bench/memoria.ts): flat only when the last 20 minutes of a
// 30-minute soak grow the live heap ≤ 5 MiB along the fitted line.
import { describe, expect, it } from 'vitest';
import { tendenciaDoHeap } from '../../scripts/bench/memoria.js';

/** One sample every 30 s for `minutos`, heap = base + slope × minutes (+ a deterministic wobble). */
function serie(minutos: number, miBPorMin: number, oscilacao = 0) {
  const pontos: { t: number; heapMiB: number }[] = [];
  for (let t = 30; t <= minutos * 60; t += 30)
    pontos.push({ t, heapMiB: 72 + (miBPorMin * t) / 60 + (t % 60 === 0 ? oscilacao : -oscilacao) });
  return pontos;
}

describe('soak memory rule', () => {
  it('calls growing the ~2 MiB/min of the 10-minute soak growing, not flat, over 30 minutes', () => {
    const r = tendenciaDoHeap(serie(30, 2), 30 * 60);
    expect(r.inclinacaoTotal).toBeCloseTo(2, 5);
    expect(r.janela?.crescimentoMiB).toBeGreaterThan(35);
    expect(r.plana).toBe(false);
    // 0.3 MiB/min is 6 MiB in 20 minutes: still over the rule (the old 20 MiB / 10% rule let it pass)
    expect(tendenciaDoHeap(serie(30, 0.3), 30 * 60).plana).toBe(false);
  });

  it('calls a live heap that only wobbles flat', () => {
    const r = tendenciaDoHeap(serie(30, 0, 3), 30 * 60);
    expect(Math.abs(r.inclinacaoTotal)).toBeLessThan(0.05);
    expect(r.janela?.minutos).toBeCloseTo(20, 0);
    expect(r.plana).toBe(true);
    expect(tendenciaDoHeap(serie(30, 0.2), 30 * 60).plana).toBe(true); // 4 MiB in 20 min
  });

  it('gives no verdict on a soak shorter than 30 minutes, but still the slope', () => {
    const r = tendenciaDoHeap(serie(10, 2), 10 * 60);
    expect(r.plana).toBeNull();
    expect(r.inclinacaoTotal).toBeCloseTo(2, 5);
  });
});
