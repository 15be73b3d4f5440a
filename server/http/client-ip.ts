import { BlockList, isIP } from 'node:net';

/**
 * Which proxies in front of the app are trusted to say who the client is (`TRUST_PROXY`):
 * a number of hops (`true` = 1), or a list of proxy addresses/CIDRs. Proxies append the address
 * they saw to `X-Forwarded-For`, so only the RIGHT end of the header is written by them; the left
 * end is whatever the client sent and proves nothing.
 */
export type TrustProxy = { hops: number } | { proxies: BlockList } | null;

/** Parses `TRUST_PROXY`; an unusable value is a startup error, never a silent "trust all". */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const raw = value?.trim() ?? '';
  if (raw === '' || raw === 'false' || raw === '0') return null;
  if (raw === 'true') return { hops: 1 };
  if (/^\d+$/.test(raw)) return { hops: Number(raw) };
  const proxies = new BlockList();
  for (const item of raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [addr, bits, extra] = item.split('/');
    const type = isIP(addr) === 6 ? 'ipv6' : isIP(addr) === 4 ? 'ipv4' : null;
    const prefix = bits === undefined ? null : Number(bits);
    const maxBits = type === 'ipv6' ? 128 : 32;
    if (
      !type ||
      extra !== undefined ||
      (prefix !== null && !(Number.isInteger(prefix) && prefix >= 0 && prefix <= maxBits))
    ) {
      throw new Error(
        `TRUST_PROXY inválido: "${item}". Use true, o número de proxies à frente do app ou uma lista de endereços/CIDRs separados por vírgula.`,
      );
    }
    if (prefix === null) proxies.addAddress(addr, type);
    else proxies.addSubnet(addr, prefix, type);
  }
  return { proxies };
}

/** `::ffff:10.0.0.1` (an IPv4 client on a dual-stack socket) as plain IPv4. */
function plain(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

function trusted(proxies: BlockList, address: string): boolean {
  const a = plain(address);
  const type = isIP(a);
  return type !== 0 && proxies.check(a, type === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The client's address: walking from the socket leftwards through `X-Forwarded-For`, the first
 * address that is not a trusted proxy (with a hop count: the address that many hops away). Never
 * the leftmost value just because it is there.
 */
export function clientAddress(
  socketAddress: string,
  forwardedFor: string | undefined,
  trust: TrustProxy,
): string {
  const socket = plain(socketAddress);
  if (!trust || !forwardedFor) return socket;
  const chain = forwardedFor
    .split(',')
    .map((s) => plain(s.trim()))
    .filter((s) => isIP(s) !== 0);
  if ('hops' in trust) {
    // Each trusted hop appended one entry: the client is the one written by the outermost proxy.
    if (trust.hops === 0 || chain.length === 0) return socket;
    return chain[Math.max(0, chain.length - trust.hops)];
  }
  if (!trusted(trust.proxies, socket)) return socket;
  for (let i = chain.length - 1; i >= 0; i--) {
    if (!trusted(trust.proxies, chain[i]) || i === 0) return chain[i];
  }
  return socket;
}
