import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { Agent, fetch as undiciFetch } from 'undici';

/**
 * Calls the product makes to addresses an organization chose (webhook endpoints, single sign-on
 * issuers) must never reach this machine or its private network (SSRF). Checking a URL's host
 * before the call is not enough: the name can resolve to a public address for the check and to
 * 127.0.0.1 for the call (DNS rebinding). So the address is checked where the connection is made,
 * in the socket's own lookup.
 */

/** Loopback, private, link-local, unspecified and other non-public ranges. */
const BLOCKED = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) BLOCKED.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8]] as const) BLOCKED.addSubnet(net, bits, 'ipv6');

export function isBlockedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped) return BLOCKED.check(mapped[1]!, 'ipv4');
    return BLOCKED.check(address, 'ipv6');
  }
  return BLOCKED.check(address, 'ipv4');
}

/** The error a refused connection fails with; its message says why. */
export class PrivateAddressError extends Error {
  readonly code = 'EPRIVATEADDRESS';
  constructor(host: string) {
    super(`${host} resolves to a loopback, private or link-local address`);
  }
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** dns.lookup, refusing every answer that holds a blocked address (the socket then fails with PrivateAddressError). */
export function publicOnlyLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const list = addresses as LookupAddress[];
    if (list.length === 0 || list.some((a) => isBlockedAddress(a.address))) return callback(new PrivateAddressError(hostname), []);
    if (options.all) return callback(null, list);
    callback(null, list[0]!.address, list[0]!.family);
  });
}

const publicOnlyAgent = new Agent({ connect: { lookup: publicOnlyLookup } });

/**
 * fetch for calls to addresses an organization chose: with `allowPrivate` (development and tests,
 * where the other end runs on localhost) the plain global fetch; otherwise one whose connections
 * refuse non-public addresses. A literal IP in the URL skips the lookup, so it is checked here.
 */
export function outboundFetch(allowPrivate: boolean): typeof fetch {
  if (allowPrivate) return fetch;
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(host) && isBlockedAddress(host)) throw new TypeError('fetch failed', { cause: new PrivateAddressError(host) });
    // undici's own fetch with its own Agent: the global fetch's bundled undici need not match the package's.
    return undiciFetch(url, { ...(init as object), dispatcher: publicOnlyAgent } as Parameters<typeof undiciFetch>[1]) as unknown as Response;
  }) as typeof fetch;
}
