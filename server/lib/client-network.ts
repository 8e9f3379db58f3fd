import ipaddr from 'ipaddr.js';

/**
 * The client every per-IP limit counts: an IPv4 address as it is, an IPv4-mapped IPv6
 * address (`::ffff:1.2.3.4`, what a dual-stack socket reports) as its IPv4, and any other IPv6
 * address as its /64. One subscriber (a home line, a phone, a rented server) gets a whole /64, so
 * counting each IPv6 address on its own gave one client 2⁶⁴ budgets. Every limit keyed by the
 * client's address (SMS codes, code checks, registration, the public check, the login lock, the
 * hashing queue, unclaimed searches) takes its key from here and nowhere else.
 */
export function clientNetworkKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const prefix = (address as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...prefix, 0, 0, 0, 0]).toString()}/64`;
}
