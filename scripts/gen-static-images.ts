// `npx tsx scripts/gen-static-images.ts`: renders the committed static images with sharp (no network).
//  - public/images/placeholder.jpg (400x400): the spec's image for suppliers without a photo.
//  - public/images/compartilhar.png (1200x630): default share image, from compartilhar.svg.
//  - public/favicon.ico (16, 32 and 48 px PNGs in one ICO, from favicon.svg): what browsers and
//    tools ask for at /favicon.ico without reading the page.
//  - public/images/blog/artigo-N.png (1200x630): each article's share image, its illustration on
//    the ivory background (WhatsApp, Facebook and LinkedIn show no SVG in a preview).
// Text in SVG needs a system font (DejaVu/Liberation on Debian); the outputs are committed, so
// the product never renders them at run time.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const pasta = path.resolve(import.meta.dirname, '..', 'public', 'images');

// Line art in the palette: a small shop window (the "vitrine") with an awning and two rings.
const PLACEHOLDER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
  <rect width="400" height="400" fill="#fdfaf5"/>
  <circle cx="200" cy="205" r="150" fill="#f6ecd9"/>
  <g fill="none" stroke="#5b1f3a" stroke-width="6" stroke-linecap="round" stroke-linejoin="round">
    <path d="M118 160 h164 l-14 -44 h-136 z" fill="#fdfaf5"/>
    <path d="M150 116 l-8 44 M200 116 v44 M250 116 l8 44"/>
    <path d="M118 160 q20.5 22 41 0 q20.5 22 41 0 q20.5 22 41 0 q20.5 22 41 0" fill="#e9d3a4"/>
    <path d="M130 178 v104 h140 v-104"/>
    <path d="M108 282 h184"/>
  </g>
  <g fill="none" stroke-width="5">
    <circle cx="186" cy="236" r="24" stroke="#b8904a"/>
    <circle cx="214" cy="236" r="24" stroke="#5b1f3a"/>
  </g>
  <g stroke="#b8904a" stroke-width="4" stroke-linecap="round">
    <path d="M98 96 v22 M87 107 h22"/>
    <path d="M312 268 v18 M303 277 h18"/>
  </g>
</svg>`;

await sharp(Buffer.from(PLACEHOLDER_SVG))
  .flatten({ background: '#fdfaf5' })
  .jpeg({ quality: 86, mozjpeg: true })
  .toFile(path.join(pasta, 'placeholder.jpg'));

await sharp(readFileSync(path.join(pasta, 'compartilhar.svg')))
  .flatten({ background: '#fdfaf5' })
  .png({ compressionLevel: 9, palette: true })
  .toFile(path.join(pasta, 'compartilhar.png'));

// The 800x450 illustration scaled to the preview's height, centred on a 1200x630 ivory card.
for (const n of [1, 2, 3]) {
  const ilustracao = await sharp(readFileSync(path.join(pasta, 'blog', `artigo-${n}.svg`)), { density: 144 })
    .resize({ height: 630 })
    .png()
    .toBuffer();
  await sharp({ create: { width: 1200, height: 630, channels: 3, background: '#fdfaf5' } })
    .composite([{ input: ilustracao, gravity: 'centre' }])
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(pasta, 'blog', `artigo-${n}.png`));
}

// ICO with PNG entries: a 6-byte header, a 16-byte directory entry per size, then the PNGs.
const svgIcone = readFileSync(path.join(pasta, '..', 'favicon.svg'));
const tamanhos = [16, 32, 48];
const pngs = await Promise.all(
  tamanhos.map((t) => sharp(svgIcone, { density: 384 }).resize(t, t).png({ compressionLevel: 9 }).toBuffer()),
);
const cabecalho = Buffer.alloc(6 + 16 * tamanhos.length);
cabecalho.writeUInt16LE(0, 0);
cabecalho.writeUInt16LE(1, 2);
cabecalho.writeUInt16LE(tamanhos.length, 4);
let deslocamento = cabecalho.length;
tamanhos.forEach((t, i) => {
  const e = 6 + 16 * i;
  cabecalho.writeUInt8(t, e);
  cabecalho.writeUInt8(t, e + 1);
  cabecalho.writeUInt16LE(1, e + 4);
  cabecalho.writeUInt16LE(32, e + 6);
  cabecalho.writeUInt32LE(pngs[i].length, e + 8);
  cabecalho.writeUInt32LE(deslocamento, e + 12);
  deslocamento += pngs[i].length;
});
writeFileSync(path.join(pasta, '..', 'favicon.ico'), Buffer.concat([cabecalho, ...pngs]));

process.stdout.write(
  'Imagens geradas: public/images/placeholder.jpg, compartilhar.png, blog/artigo-{1,2,3}.png e public/favicon.ico\n',
);
