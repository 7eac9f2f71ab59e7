import { isIPv4, isIPv6 } from "node:net";

/**
 * Which IP addresses a host's feed URL may reach (issue 6: the server fetches a URL the host
 * typed, so it must not become a way into the server's own network).
 *
 * Refused: unspecified, loopback, private (RFC 1918), CGNAT (100.64/10), link-local (incl. the
 * cloud metadata address 169.254.169.254), IETF special-purpose, documentation, benchmarking,
 * multicast and reserved ranges; in IPv6 also unique-local (fc00::/7), link-local (fe80::/10),
 * site-local, multicast and discard-only. IPv4 written inside IPv6 (mapped ::ffff:a.b.c.d,
 * NAT64 64:ff9b::/96, 6to4 2002::/16) is judged as that IPv4 address; the deprecated
 * IPv4-compatible ::/96 and Teredo are refused outright. Anything that does not parse is refused.
 */

const V4_BLOCKED: [string, number][] = [
  ["0.0.0.0", 8], // "this network", unspecified
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // CGNAT
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relay anycast
  ["192.168.0.0", 16],
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
];

const V6_BLOCKED: [string, number][] = [
  ["::", 96], // unspecified, loopback, IPv4-compatible (deprecated)
  ["64:ff9b:1::", 48], // local-use NAT64
  ["100::", 64], // discard-only
  ["2001::", 23], // IETF protocol assignments, Teredo
  ["2001:db8::", 32], // documentation
  ["fc00::", 7], // unique-local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local (deprecated)
  ["ff00::", 8], // multicast
];

function v4ToBigInt(address: string): bigint {
  return address.split(".").reduce((acc, part) => (acc << 8n) | BigInt(Number(part)), 0n);
}

/** The 128-bit value of an IPv6 address (zone id dropped, embedded dotted IPv4 read). */
function v6ToBigInt(address: string): bigint {
  let text = address.split("%")[0] ?? "";
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const v4 = v4ToBigInt(dotted[1]);
    text = `${text.slice(0, -dotted[1].length)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups =
    tail === undefined ? headGroups : [...headGroups, ...Array(missing).fill("0"), ...tailGroups];
  return groups.reduce((acc, group) => (acc << 16n) | BigInt(Number.parseInt(group, 16)), 0n);
}

const inRange = (value: bigint, base: bigint, prefix: number, bits: number) =>
  value >> BigInt(bits - prefix) === base >> BigInt(bits - prefix);

const V4_RANGES = V4_BLOCKED.map(([base, prefix]) => ({ base: v4ToBigInt(base), prefix }));
const V6_RANGES = V6_BLOCKED.map(([base, prefix]) => ({ base: v6ToBigInt(base), prefix }));

function isPublicV4(value: bigint): boolean {
  return !V4_RANGES.some((r) => inRange(value, r.base, r.prefix, 32));
}

function isPublicV6(value: bigint): boolean {
  const low32 = value & 0xffff_ffffn;
  if (value >> 32n === 0xffffn) return isPublicV4(low32); // ::ffff:a.b.c.d
  if (value >> 32n === v6ToBigInt("64:ff9b::") >> 32n) return isPublicV4(low32); // NAT64
  if (value >> 112n === 0x2002n) return isPublicV4((value >> 80n) & 0xffff_ffffn); // 6to4
  return !V6_RANGES.some((r) => inRange(value, r.base, r.prefix, 128));
}

/** True when the address is a public unicast address that a feed may be fetched from. */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "");
  if (isIPv4(bare)) return isPublicV4(v4ToBigInt(bare));
  if (isIPv6(bare)) return isPublicV6(v6ToBigInt(bare));
  return false;
}
