/**
 * Reads an MP4/QuickTime file's box structure far enough to know it is a real video: the
 * top-level boxes tile the file exactly, their types are four printable characters, and there is a
 * `moov` box with an `mvhd` whose timescale and duration are above zero. A header alone (an `ftyp`
 * followed by a script or megabytes of zeros) passes the magic-number check and fails here.
 */

interface Caixa {
  tipo: string;
  /** Where the box's content starts and where the box ends (offsets into the buffer). */
  inicio: number;
  fim: number;
}

/** A type of four printable ASCII characters ('©' opens some QuickTime metadata types). */
function tipoValido(dados: Buffer, pos: number): boolean {
  for (let i = 0; i < 4; i++) {
    const c = dados[pos + i]!;
    if (!((c >= 0x20 && c <= 0x7e) || c === 0xa9)) return false;
  }
  return true;
}

/** The boxes between `inicio` and `fim`, or null when they do not tile that range exactly. */
function caixas(dados: Buffer, inicio: number, fim: number): Caixa[] | null {
  const saida: Caixa[] = [];
  let pos = inicio;
  while (pos < fim) {
    if (fim - pos < 8) return null;
    let tamanho = dados.readUInt32BE(pos);
    let cabecalho = 8;
    if (tamanho === 1) {
      if (fim - pos < 16) return null;
      const grande = dados.readBigUInt64BE(pos + 8);
      if (grande > BigInt(fim - pos)) return null;
      tamanho = Number(grande);
      cabecalho = 16;
    } else if (tamanho === 0) {
      tamanho = fim - pos; // "extends to the end of the file"
    }
    if (tamanho < cabecalho || pos + tamanho > fim || !tipoValido(dados, pos + 4)) return null;
    saida.push({
      tipo: dados.toString('latin1', pos + 4, pos + 8),
      inicio: pos + cabecalho,
      fim: pos + tamanho,
    });
    pos += tamanho;
  }
  return saida;
}

/** The movie's duration in seconds from `mvhd` (versions 0 and 1), or null when unreadable. */
function duracaoDoMvhd(dados: Buffer, c: Caixa): number | null {
  const versao = dados[c.inicio];
  const [posEscala, posDuracao, larguraDuracao] = versao === 1 ? [20, 24, 8] : [12, 16, 4];
  if (c.fim - c.inicio < posDuracao + larguraDuracao) return null;
  const escala = dados.readUInt32BE(c.inicio + posEscala);
  const duracao =
    larguraDuracao === 8
      ? Number(dados.readBigUInt64BE(c.inicio + posDuracao))
      : dados.readUInt32BE(c.inicio + posDuracao);
  return escala > 0 ? duracao / escala : null;
}

/** The duration in seconds of a well-formed MP4/MOV with a playable `moov`, else null. */
export function duracaoMp4(dados: Buffer): number | null {
  const topo = caixas(dados, 0, dados.length);
  if (topo?.[0]?.tipo !== 'ftyp') return null;
  const moov = topo.find((c) => c.tipo === 'moov');
  if (!moov) return null;
  const dentro = caixas(dados, moov.inicio, moov.fim);
  const mvhd = dentro?.find((c) => c.tipo === 'mvhd');
  if (!mvhd || !dentro?.some((c) => c.tipo === 'trak')) return null;
  const duracao = duracaoDoMvhd(dados, mvhd);
  return duracao !== null && duracao > 0 && Number.isFinite(duracao) ? duracao : null;
}
