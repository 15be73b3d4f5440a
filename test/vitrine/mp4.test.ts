import { describe, expect, it } from 'vitest';
import { duracaoMp4 } from '../../server/uploads/mp4.js';
import { caixaMp4, FTYP, mp4Falso, mvhd } from './setup.js';

/** An mvhd of version 1: 64-bit times and duration. */
function mvhdV1(escala: number, duracao: bigint): Buffer {
  const c = Buffer.alloc(112);
  c[0] = 1;
  c.writeUInt32BE(escala, 20);
  c.writeBigUInt64BE(duracao, 24);
  return c;
}

const moov = (m: Buffer) => caixaMp4('moov', caixaMp4('mvhd', m), caixaMp4('trak', Buffer.alloc(8)));

describe('duracaoMp4: the container of an uploaded video', () => {
  it('reads the duration of version 0 and version 1 movie headers, moov before or after the media', () => {
    expect(duracaoMp4(mp4Falso())).toBe(1);
    const depois = Buffer.concat([
      FTYP,
      caixaMp4('free'),
      caixaMp4('mdat', Buffer.alloc(32)),
      moov(mvhdV1(600, 9000n)),
    ]);
    expect(duracaoMp4(depois)).toBe(15);
  });

  it('accepts a 64-bit box size and a last box that runs to the end of the file (size 0)', () => {
    const grande = Buffer.alloc(16 + 8);
    grande.writeUInt32BE(1, 0);
    grande.write('mdat', 4, 'latin1');
    grande.writeBigUInt64BE(24n, 8);
    expect(duracaoMp4(Buffer.concat([FTYP, moov(mvhd(1000, 2500)), grande]))).toBe(2.5);
    const ateOFim = Buffer.concat([Buffer.from([0, 0, 0, 0]), Buffer.from('mdat'), Buffer.alloc(40)]);
    expect(duracaoMp4(Buffer.concat([FTYP, moov(mvhd(1000, 2500)), ateOFim]))).toBe(2.5);
  });

  it('refuses a file that does not start with ftyp, a box of zeros and a 64-bit size past the end', () => {
    expect(duracaoMp4(Buffer.concat([moov(mvhd(1000, 1000)), FTYP]))).toBeNull();
    expect(duracaoMp4(Buffer.concat([FTYP, moov(mvhd(1000, 1000)), Buffer.alloc(64)]))).toBeNull();
    const alem = Buffer.alloc(16);
    alem.writeUInt32BE(1, 0);
    alem.write('mdat', 4, 'latin1');
    alem.writeBigUInt64BE(1_000_000n, 8);
    expect(duracaoMp4(Buffer.concat([FTYP, moov(mvhd(1000, 1000)), alem]))).toBeNull();
  });
});
