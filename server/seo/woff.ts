import { inflateSync } from 'node:zlib';

/**
 * A WOFF 1.0 font as the TrueType/OpenType (sfnt) file it wraps: each table inflated when it was
 * compressed, under a rebuilt table directory. The web fonts the product already ships
 * (@fontsource, WOFF and WOFF2 only) can then draw text in images: Pango and FreeType, inside sharp,
 * load a font file only as sfnt.
 */
export function woffParaSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Não é um arquivo WOFF 1.0.');
  const flavor = woff.readUInt32BE(4);
  const numTabelas = woff.readUInt16BE(12);
  const tabelas: { tag: number; checksum: number; dados: Buffer }[] = [];
  for (let i = 0; i < numTabelas; i++) {
    const e = 44 + i * 20;
    const tag = woff.readUInt32BE(e);
    const deslocamento = woff.readUInt32BE(e + 4);
    const comprimido = woff.readUInt32BE(e + 8);
    const original = woff.readUInt32BE(e + 12);
    const checksum = woff.readUInt32BE(e + 16);
    const bruto = woff.subarray(deslocamento, deslocamento + comprimido);
    const dados = comprimido < original ? inflateSync(bruto) : Buffer.from(bruto);
    if (dados.length !== original) throw new Error('Tabela do WOFF com tamanho inconsistente.');
    tabelas.push({ tag, checksum, dados });
  }
  // The sfnt header's binary-search fields, from the largest power of two not above the count.
  let potencia = 1;
  let log2 = 0;
  while (potencia * 2 <= numTabelas) {
    potencia *= 2;
    log2++;
  }
  const cabecalho = Buffer.alloc(12 + 16 * numTabelas);
  cabecalho.writeUInt32BE(flavor, 0);
  cabecalho.writeUInt16BE(numTabelas, 4);
  cabecalho.writeUInt16BE(potencia * 16, 6);
  cabecalho.writeUInt16BE(log2, 8);
  cabecalho.writeUInt16BE(numTabelas * 16 - potencia * 16, 10);
  const partes: Buffer[] = [cabecalho];
  let posicao = cabecalho.length;
  // The directory is sorted by tag, as the format asks; each table starts on a 4-byte boundary.
  tabelas.sort((a, b) => a.tag - b.tag);
  tabelas.forEach((t, i) => {
    const e = 12 + i * 16;
    cabecalho.writeUInt32BE(t.tag, e);
    cabecalho.writeUInt32BE(t.checksum, e + 4);
    cabecalho.writeUInt32BE(posicao, e + 8);
    cabecalho.writeUInt32BE(t.dados.length, e + 12);
    const enchimento = (4 - (t.dados.length % 4)) % 4;
    partes.push(t.dados, Buffer.alloc(enchimento));
    posicao += t.dados.length + enchimento;
  });
  return Buffer.concat(partes);
}
