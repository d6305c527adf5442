import { UnprocessableEntityException } from '@nestjs/common';
import { CONNECT_MESSAGES as M } from '@scorecard/contracts';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isBlockedAddress } from '../../common/public-network';

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
 * Checked when an endpoint is created and again before every delivery, for a clear message; the
 * delivery's own connection checks the address it connects to as well (outboundFetch).
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
