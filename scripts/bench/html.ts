/**
 * Raw HTTP for the server-rendered pages case of `npm run bench`: the answer's bytes as sent
 * (compressed, never decoded: the floor must answer the same bytes) and client-side times of
 * sequential requests over one keep-alive connection.
 */
import http from 'node:http';

export interface RespostaCrua {
  status: number;
  headers: http.IncomingHttpHeaders;
  corpo: Buffer;
  /** From sending the request to the last byte of the answer. */
  ms: number;
}

const agente = new http.Agent({ keepAlive: true, maxSockets: 1 });

export function obterCru(
  url: string,
  headers: Record<string, string> = {},
  metodo = 'GET',
  corpo?: Buffer,
): Promise<RespostaCrua> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const req = http.request(url, { method: metodo, headers, agent: agente }, (res) => {
      const partes: Buffer[] = [];
      res.on('data', (p: Buffer) => partes.push(p));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          corpo: Buffer.concat(partes),
          ms: performance.now() - t0,
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(corpo);
  });
}

export interface TemposSequenciais {
  pedidos: number;
  p50: number;
  p99: number;
  max: number;
}

/**
 * One request after the other (one connection) for about `segundos` and at least `minimo`
 * requests: each time is what one visitor waits with the server otherwise idle.
 */
export async function temposSequenciais(
  url: string,
  headers: Record<string, string>,
  segundos: number,
  minimo = 50,
): Promise<TemposSequenciais> {
  const tempos: number[] = [];
  const fim = performance.now() + segundos * 1000;
  while ((performance.now() < fim || tempos.length < minimo) && tempos.length < 5000) {
    const r = await obterCru(url, headers);
    if (r.status !== 200) throw new Error(`${url}: HTTP ${r.status}`);
    tempos.push(r.ms);
  }
  tempos.sort((a, b) => a - b);
  const q = (p: number) =>
    Number(tempos[Math.min(tempos.length - 1, Math.floor(p * tempos.length))].toFixed(2));
  return { pedidos: tempos.length, p50: q(0.5), p99: q(0.99), max: q(1) };
}
