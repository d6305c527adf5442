import { UnprocessableEntityException } from '@nestjs/common';
import { CONNECT_MESSAGES as M } from '@scorecard/contracts';
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/** Loopback, private, link-local, unspecified and other non-public ranges a webhook must not reach. */
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

/** An http(s) URL, or 422 with the contract's message. */
export function parseWebhookUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UnprocessableEntityException(M.badUrl);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UnprocessableEntityException(M.badUrl);
  return url;
}

/**
 * Refuses (422) a URL whose host is, or resolves to, a loopback, private or link-local address,
 * unless private addresses are allowed (WEBHOOKS_ALLOW_PRIVATE=true, development and tests).
 * Checked when an endpoint is created and again before every delivery.
 */
export async function assertPublicUrl(raw: string, allowPrivate: boolean): Promise<URL> {
  const url = parseWebhookUrl(raw);
  if (allowPrivate) return url;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
    } catch {
      throw new UnprocessableEntityException(M.unresolvableUrl);
    }
  }
  if (addresses.length === 0 || addresses.some(isBlockedAddress)) throw new UnprocessableEntityException(M.privateUrl);
  return url;
}
