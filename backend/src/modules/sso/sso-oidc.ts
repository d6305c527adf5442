import * as client from 'openid-client';
import { SSO_MESSAGES } from '@scorecard/contracts';
import { outboundFetch, PrivateAddressError } from '../../common/public-network';

/** What discovery found at an issuer, checked for what this client needs (DESIGN decision 27). */
export interface DiscoveredIssuer {
  config: client.Configuration;
  issuer: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  supportsPkceS256: boolean;
  supportsClientSecretBasic: boolean;
}

export class IssuerError extends Error {}

/** The issuer as the admin typed it, checked: a URL, `https:` unless `SSO_ALLOW_INSECURE_ISSUER`. */
export function issuerUrl(issuer: string, allowInsecure: boolean): URL {
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    throw new IssuerError(SSO_MESSAGES.issuerInvalid);
  }
  if (url.protocol === 'https:') return url;
  if (url.protocol === 'http:' && allowInsecure) return url;
  throw new IssuerError(SSO_MESSAGES.issuerInsecure);
}

/**
 * OpenID discovery with openid-client: the client authenticates with `client_secret_basic`; the
 * provider's metadata must name the same issuer (openid-client checks it) and must not rule out
 * PKCE S256 or client_secret_basic. Answers the reason in a sentence when it fails. Every call to
 * the provider (discovery, then the token exchange through the same configuration) connects to
 * public addresses only, unless SSO_ALLOW_INSECURE_ISSUER (development and tests, where the
 * provider runs on localhost): an admin's issuer must not reach this machine's network.
 */
export async function discover(issuer: string, clientId: string, clientSecret: string, allowInsecure: boolean): Promise<DiscoveredIssuer> {
  const url = issuerUrl(issuer, allowInsecure);
  let config: client.Configuration;
  try {
    config = await client.discovery(url, clientId, { client_secret: clientSecret }, client.ClientSecretBasic(clientSecret), {
      execute: url.protocol === 'http:' ? [client.allowInsecureRequests] : [],
      timeout: 10,
      [client.customFetch]: outboundFetch(allowInsecure) as client.CustomFetch,
    });
  } catch (err) {
    throw new IssuerError(SSO_MESSAGES.discoveryFailed(reasonOf(err)));
  }
  const meta = config.serverMetadata();
  const pkce = meta.code_challenge_methods_supported;
  const auth = meta.token_endpoint_auth_methods_supported;
  const found: DiscoveredIssuer = {
    config,
    issuer: meta.issuer,
    authorizationEndpoint: meta.authorization_endpoint ?? '',
    tokenEndpoint: meta.token_endpoint ?? '',
    supportsPkceS256: !pkce || pkce.includes('S256'),
    // OpenID Discovery: an absent list means client_secret_basic.
    supportsClientSecretBasic: !auth || auth.includes('client_secret_basic'),
  };
  if (!found.authorizationEndpoint || !found.tokenEndpoint) throw new IssuerError(SSO_MESSAGES.discoveryFailed('the provider names no authorization or token endpoint'));
  if (!found.supportsPkceS256) throw new IssuerError(SSO_MESSAGES.discoveryFailed('the provider does not support PKCE with S256'));
  if (!found.supportsClientSecretBasic) throw new IssuerError(SSO_MESSAGES.discoveryFailed('the provider does not accept client_secret_basic'));
  return found;
}

function reasonOf(err: unknown): string {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) if (e instanceof PrivateAddressError) return e.message;
  const cause = (err as { cause?: { code?: string; message?: string } })?.cause;
  if (cause?.code) return `${cause.code}${cause.message ? ` (${cause.message})` : ''}`;
  const message = err instanceof Error ? err.message : String(err);
  return message.replace(/\.$/, '');
}

export { client };
