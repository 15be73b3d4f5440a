// Demo images made locally (no network): SVG in the brand palette rendered by sharp.
import sharp from 'sharp';

export const PALETA = {
  marca: '#5b1f3a',
  marcaClara: '#7d3a58',
  champanhe: '#e9d3a4',
  dourado: '#b8904a',
  marfim: '#fdfaf5',
  tinta: '#2a1a22',
};

// Backgrounds and accents combined per supplier, so the directory does not look uniform.
const COMBINACOES: { fundo: string; forma: string; destaque: string; texto: string }[] = [
  { fundo: PALETA.marca, forma: PALETA.marcaClara, destaque: PALETA.champanhe, texto: PALETA.marfim },
  { fundo: PALETA.marfim, forma: PALETA.champanhe, destaque: PALETA.dourado, texto: PALETA.marca },
  { fundo: PALETA.champanhe, forma: '#f3e6c8', destaque: PALETA.marca, texto: PALETA.marca },
  { fundo: '#3e1528', forma: PALETA.marca, destaque: PALETA.dourado, texto: PALETA.champanhe },
  { fundo: '#f6efe3', forma: '#ead9bb', destaque: PALETA.marcaClara, texto: PALETA.tinta },
];

const FONTE = "'DejaVu Serif', 'Liberation Serif', 'Playfair Display', serif";

function escaparXml(s: string): string {
  return s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Up to two initials of a company name, skipping short connectives. */
export function iniciais(nome: string): string {
  const palavras = nome
    .replace(/[&+]/g, ' ')
    .split(/\s+/)
    .filter((p) => p.length > 2 || /^[A-Z]/.test(p))
    .filter((p) => !['de', 'da', 'do', 'das', 'dos', 'e', 'para'].includes(p.toLowerCase()));
  const letras = palavras.map((p) => p[0]!.toUpperCase()).filter((c) => /\p{L}/u.test(c));
  return letras.slice(0, 2).join('') || 'VS';
}

/** 400x400 WebP profile photo: initials over soft rings in the palette. */
export async function fotoPerfil(nome: string, variante: number): Promise<Buffer> {
  const c = COMBINACOES[variante % COMBINACOES.length]!;
  const texto = escaparXml(iniciais(nome));
  const angulo = (variante * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
  <rect width="400" height="400" fill="${c.fundo}"/>
  <g transform="rotate(${angulo} 200 200)">
    <circle cx="330" cy="70" r="150" fill="${c.forma}" opacity="0.8"/>
    <circle cx="60" cy="360" r="110" fill="${c.forma}" opacity="0.6"/>
  </g>
  <circle cx="200" cy="200" r="128" fill="none" stroke="${c.destaque}" stroke-width="4"/>
  <circle cx="200" cy="200" r="116" fill="none" stroke="${c.destaque}" stroke-width="1.5" opacity="0.7"/>
  <text x="200" y="200" dy="0.35em" text-anchor="middle" font-family="${FONTE}" font-size="104"
    font-weight="700" fill="${c.texto}">${texto}</text>
</svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}

/** 800x600 WebP abstract composition (arches, petals, lines) for the gallery. */
export async function imagemGaleria(variante: number): Promise<Buffer> {
  const c = COMBINACOES[variante % COMBINACOES.length]!;
  const k = variante * 37;
  const arcos = [0, 1, 2, 3]
    .map((i) => {
      const x = 120 + i * 180 + (k % 40);
      const h = 260 + ((k + i * 53) % 160);
      return `<path d="M ${x - 70} 600 L ${x - 70} ${600 - h} A 70 70 0 0 1 ${x + 70} ${600 - h} L ${x + 70} 600 Z"
        fill="${i % 2 ? c.forma : c.destaque}" opacity="${i % 2 ? 0.85 : 0.35}"/>`;
    })
    .join('\n');
  const petalas = Array.from({ length: 8 }, (_, i) => {
    const a = (i * 45 + k) % 360;
    return `<ellipse cx="640" cy="150" rx="18" ry="70" fill="${c.destaque}" opacity="0.55"
      transform="rotate(${a} 640 150) translate(0 -60)"/>`;
  }).join('\n');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
  <rect width="800" height="600" fill="${c.fundo}"/>
  ${arcos}
  ${petalas}
  <circle cx="640" cy="150" r="26" fill="${c.texto}" opacity="0.8"/>
  <path d="M 0 ${420 + (k % 60)} C 200 ${360 + (k % 80)}, 500 ${520 - (k % 70)}, 800 ${430 + (k % 50)}"
    fill="none" stroke="${c.texto}" stroke-width="3" opacity="0.5"/>
</svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 72 }).toBuffer();
}
