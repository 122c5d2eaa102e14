/**
 * IP addresses and CIDR ranges, IPv4 and IPv6, for block rules by IP range (S0 §4.5 blocking;
 * matching by IP range is beyond the spec, which gives only the block call and its reasons).
 *
 * Written here rather than taken from a library (ipaddr.js is in node_modules) because
 * packages/domain has no dependencies at all (ARCHITECTURE.md invariant, dependency-cruiser rule
 * `domain-is-pure`): it runs in the browser and the server alike. The tests check this code
 * against a naive 32-bit reference and against Node's own `net.BlockList`.
 *
 * Parsing is strict: dotted quads without leading zeros (`010.0.0.1` is octal to some parsers and
 * decimal to others, so it is refused), IPv6 in its RFC 4291 text forms (with `::`, an embedded
 * IPv4 tail, an optional `%zone` that is ignored). An IPv4-mapped IPv6 address (`::ffff:10.1.2.3`,
 * what a dual-stack socket reports for an IPv4 client) is the IPv4 address, so IPv4 rules catch it.
 */

export type IpVersion = 4 | 6;

export interface IpAddress {
  readonly version: IpVersion;
  /** 4 bytes for IPv4, 16 for IPv6, network order. */
  readonly bytes: readonly number[];
}

export interface IpRange {
  readonly version: IpVersion;
  /** The network address: host bits are zero. */
  readonly bytes: readonly number[];
  /** Prefix length: 0–32 for IPv4, 0–128 for IPv6. */
  readonly prefix: number;
}

const IPV4_PART = /^(0|[1-9]\d{0,2})$/;
const HEX_GROUP = /^[0-9a-fA-F]{1,4}$/;

function parseIpv4Bytes(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  const bytes: number[] = [];
  for (const part of parts) {
    if (!IPV4_PART.test(part)) return null;
    const value = Number(part);
    if (value > 255) return null;
    bytes.push(value);
  }
  return bytes;
}

function groupsOf(text: string): number[] | null {
  if (text === '') return [];
  const groups: number[] = [];
  const parts = text.split(':');
  for (const [i, part] of parts.entries()) {
    // The last part may be an IPv4 tail (::ffff:1.2.3.4, 64:ff9b::10.0.0.1).
    if (i === parts.length - 1 && part.includes('.')) {
      const v4 = parseIpv4Bytes(part);
      if (!v4) return null;
      groups.push(((v4[0] ?? 0) << 8) | (v4[1] ?? 0), ((v4[2] ?? 0) << 8) | (v4[3] ?? 0));
      continue;
    }
    if (!HEX_GROUP.test(part)) return null;
    groups.push(Number.parseInt(part, 16));
  }
  return groups;
}

function parseIpv6Bytes(input: string): number[] | null {
  const zoneAt = input.indexOf('%');
  const text = zoneAt === -1 ? input : input.slice(0, zoneAt);
  if (zoneAt !== -1 && zoneAt === input.length - 1) return null;
  const doubleAt = text.indexOf('::');
  let groups: number[];
  if (doubleAt === -1) {
    const all = groupsOf(text);
    if (!all || all.length !== 8) return null;
    groups = all;
  } else {
    if (text.indexOf('::', doubleAt + 1) !== -1) return null;
    const head = groupsOf(text.slice(0, doubleAt));
    const tail = groupsOf(text.slice(doubleAt + 2));
    // '::' stands for at least one zero group.
    if (!head || !tail || head.length + tail.length > 7) return null;
    groups = [...head, ...new Array<number>(8 - head.length - tail.length).fill(0), ...tail];
  }
  return groups.flatMap((group) => [group >> 8, group & 0xff]);
}

function isIpv4Mapped(bytes: readonly number[]): boolean {
  for (let i = 0; i < 10; i++) if (bytes[i] !== 0) return false;
  return bytes[10] === 0xff && bytes[11] === 0xff;
}

/** An IPv4 or IPv6 address, or null when `text` is not one. IPv4-mapped IPv6 addresses come back as IPv4. */
export function parseIp(text: string): IpAddress | null {
  const value = text.trim();
  if (value === '' || value.length > 64) return null;
  if (!value.includes(':')) {
    const bytes = parseIpv4Bytes(value);
    return bytes ? { version: 4, bytes } : null;
  }
  const bytes = parseIpv6Bytes(value);
  if (!bytes) return null;
  return isIpv4Mapped(bytes) ? { version: 4, bytes: bytes.slice(12) } : { version: 6, bytes };
}

function masked(bytes: readonly number[], prefix: number): number[] {
  return bytes.map((byte, i) => {
    const bits = Math.min(8, Math.max(0, prefix - i * 8));
    return bits === 0 ? 0 : byte & ((0xff << (8 - bits)) & 0xff);
  });
}

/**
 * A CIDR range (`10.0.0.0/8`, `2001:db8::/32`) or a single address (a /32 or /128), or null.
 * Host bits are cleared (`10.1.2.3/8` is `10.0.0.0/8`). An IPv4-mapped IPv6 range of prefix 96 or
 * more is the IPv4 range it maps, so it agrees with `parseIp`.
 */
export function parseIpRange(text: string): IpRange | null {
  const value = text.trim();
  const slash = value.indexOf('/');
  const addressText = slash === -1 ? value : value.slice(0, slash);
  const prefixText = slash === -1 ? null : value.slice(slash + 1);
  if (prefixText !== null && !/^(0|[1-9]\d{0,2})$/.test(prefixText)) return null;
  const hasColon = addressText.includes(':');
  const bytes = hasColon ? parseIpv6Bytes(addressText.trim()) : parseIpv4Bytes(addressText.trim());
  if (!bytes || addressText.includes('%')) return null;
  const version: IpVersion = hasColon ? 6 : 4;
  const maxPrefix = version === 4 ? 32 : 128;
  const prefix = prefixText === null ? maxPrefix : Number(prefixText);
  if (prefix > maxPrefix) return null;
  if (version === 6 && prefix >= 96 && isIpv4Mapped(bytes)) {
    return { version: 4, bytes: masked(bytes.slice(12), prefix - 96), prefix: prefix - 96 };
  }
  return { version, bytes: masked(bytes, prefix), prefix };
}

/** Whether `address` lies in `range` (an IPv4 address is never in an IPv6 range, nor the reverse). */
export function ipInRange(address: IpAddress, range: IpRange): boolean {
  if (address.version !== range.version) return false;
  const candidate = masked(address.bytes, range.prefix);
  return candidate.every((byte, i) => byte === range.bytes[i]);
}

/** Convenience for text on both sides; false when either does not parse. */
export function ipMatchesRange(ip: string, range: string): boolean {
  const address = parseIp(ip);
  const parsed = parseIpRange(range);
  return address !== null && parsed !== null && ipInRange(address, parsed);
}
