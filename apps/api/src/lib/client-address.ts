import ipaddr from 'ipaddr.js';

/**
 * The address a client's requests are counted under for limits: an IPv4 address as it is (an
 * IPv4-mapped IPv6 address as its IPv4 one), and an IPv6 address as its /64 network, which one
 * home or phone usually holds whole: eight addresses of one /64 are one client, not eight.
 */
export function clientAddress(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  let address = ipaddr.parse(ip);
  if (address instanceof ipaddr.IPv6 && address.isIPv4MappedAddress()) {
    address = address.toIPv4Address();
  }
  if (address instanceof ipaddr.IPv4) return address.toString();
  const network = address.parts
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(':');
  return `${network}::/64`;
}

/** Names proxy-addr knows for ranges of addresses, allowed in TRUST_PROXY. */
const RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** Whether a TRUST_PROXY entry is an address, a CIDR range or one of proxy-addr's range names. */
export function isProxyEntry(entry: string): boolean {
  if (RANGE_NAMES.includes(entry)) return true;
  if (ipaddr.isValid(entry)) return true;
  try {
    ipaddr.parseCIDR(entry);
    return true;
  } catch {
    return false;
  }
}
