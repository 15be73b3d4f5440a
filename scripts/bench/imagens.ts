/**
 * Issue 14 measurement (not part of the test suite; times vary with the machine and its load):
 * the time to make the responsive variants of one photo (320/640/1280 px from a 1920x1280 JPEG
 * like the uploads keep) in WebP as the uploads do (server/uploads/images.ts: gerarVariantes),
 * in WebP at sharp's default effort, and in AVIF at a few efforts, with the bytes of each width.
 *
 *   npx tsx scripts/bench/imagens.ts [repetições=7]
 */
import { performance } from 'node:perf_hooks';
import sharp, { type Sharp } from 'sharp';
import { LARGURAS_IMAGEM } from '../../server/schemas/imagens.js';
import { gerarVariantes } from '../../server/uploads/images.js';

const N = Number(process.argv[2] ?? 7);

/** A photo-like 1920x1280 JPEG: smooth shapes with sensor-like noise of `sigma` (mozjpeg q85, as uploads). */
async function fotoSintetica(sigma: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="1280">
    <defs><radialGradient id="g"><stop offset="0" stop-color="#f4e1c1"/><stop offset="1" stop-color="#5b1f3a"/></radialGradient></defs>
    <rect width="1920" height="1280" fill="url(#g)"/>
    ${Array.from({ length: 40 }, (_, i) => `<circle cx="${(i * 397) % 1920}" cy="${(i * 211) % 1280}" r="${40 + ((i * 53) % 160)}" fill="hsl(${(i * 37) % 360},45%,${35 + (i % 40)}%)" opacity="0.6"/>`).join('')}
  </svg>`;
  const ruido = await sharp({
    create: {
      width: 1920,
      height: 1280,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma },
    },
  })
    .png()
    .toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: ruido, blend: 'soft-light' }])
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer();
}

async function medir(nome: string, fazer: () => Promise<Buffer[]>) {
  await fazer(); // warm-up
  const tempos: number[] = [];
  let bytes: number[] = [];
  for (let i = 0; i < N; i++) {
    const t0 = performance.now();
    bytes = (await fazer()).map((b) => b.length);
    tempos.push(performance.now() - t0);
  }
  tempos.sort((a, b) => a - b);
  const kb = bytes.map((b) => `${(b / 1024).toFixed(0)} KB`).join(' / ');
  console.log(
    `${nome.padEnd(34)} mediana ${tempos[Math.floor(N / 2)]!.toFixed(0).padStart(5)} ms  mín ${tempos[0]!.toFixed(0).padStart(5)} ms  ${kb}`,
  );
}

for (const sigma of [24, 60]) {
  const foto = await fotoSintetica(sigma);
  console.log(
    `\noriginal 1920x1280 JPEG ${(foto.length / 1024).toFixed(0)} KB (ruído σ=${sigma}); ${N} repetições; sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips}`,
  );
  const todas = (f: (p: Sharp) => Sharp) =>
    Promise.all(LARGURAS_IMAGEM.map((w) => f(sharp(foto).resize({ width: w })).toBuffer()));
  await medir('WebP q75 effort 2 (o usado)', async () => (await gerarVariantes(foto)).map((v) => v.dados));
  await medir('WebP q75 effort 4 (padrão)', () => todas((p) => p.webp({ quality: 75 })));
  await medir('AVIF q50 effort 0', () => todas((p) => p.avif({ quality: 50, effort: 0 })));
  await medir('AVIF q50 effort 2', () => todas((p) => p.avif({ quality: 50, effort: 2 })));
  await medir('AVIF q50 effort 4 (padrão)', () => todas((p) => p.avif({ quality: 50 })));
}
