import { isIPv4, isIPv6 } from 'node:net';

/**
 * The address a guest's daily cap counts against: an IPv4 address as is; an IPv6 address by its /56
 * prefix (a home or small-office customer usually gets a /56 or /48, so stepping through the 2^72
 * addresses inside it must not give more); an IPv4-mapped IPv6 address as its IPv4 address.
 */
export function guestAddressGroup(address: string): string {
  const ip = address.trim().split('%')[0];
  if (isIPv4(ip)) return ip;
  if (!isIPv6(ip)) return `other:${ip.slice(0, 100)}`;
  const hextets = expandIPv6(ip);
  const isMappedV4 = hextets.slice(0, 5).every((h) => h === 0) && hextets[5] === 0xffff;
  if (isMappedV4) return [hextets[6] >> 8, hextets[6] & 0xff, hextets[7] >> 8, hextets[7] & 0xff].join('.');
  const prefix = [hextets[0], hextets[1], hextets[2], hextets[3] & 0xff00].map((h) => h.toString(16).padStart(4, '0'));
  return `${prefix.join(':')}::/56`;
}

/** The eight 16-bit groups of a valid IPv6 address ("::" expanded, a trailing dotted IPv4 converted). */
function expandIPv6(ip: string): number[] {
  let text = ip.toLowerCase();
  const dotted = text.match(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    text = `${text.slice(0, -dotted[0].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((h) => Number.parseInt(h, 16));
}
