import { SSO_MESSAGES } from '@scorecard/contracts';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isBlockedAddress, outboundFetch, PrivateAddressError } from '../src/common/public-network';
import { discover } from '../src/modules/sso/sso-oidc';

/** The cause chain of a failed fetch, outermost first. */
function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let e = error; e; e = (e as { cause?: unknown }).cause) chain.push(e);
  return chain;
}

/**
 * Calls to addresses an organization chose (webhook deliveries, the single sign-on provider) refuse
 * this machine's network where the connection is made, so a name that resolves somewhere public
 * when checked and to 127.0.0.1 when called (DNS rebinding) reaches nothing.
 */
describe('outbound calls to organization-chosen addresses', () => {
  let server: Server;
  let port: number;
  let requests = 0;
  beforeAll(async () => {
    server = createServer((_req, res) => {
      requests += 1;
      res.end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('knows the non-public ranges', () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', 'fe80::1', 'fd00::1', '::ffff:127.0.0.1', 'not an address']) {
      expect([address, isBlockedAddress(address)]).toEqual([address, true]);
    }
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8']) expect([address, isBlockedAddress(address)]).toEqual([address, false]);
  });

  it('refuses a name that resolves to loopback at connection time, and a literal private address before it', async () => {
    const byName = await outboundFetch(false)(`http://localhost:${port}/hook`, { method: 'POST', body: '{}' }).catch((e: unknown) => e);
    expect(causes(byName).some((e) => e instanceof PrivateAddressError)).toBe(true);
    const byAddress = await outboundFetch(false)(`http://127.0.0.1:${port}/hook`).catch((e: unknown) => e);
    expect(causes(byAddress).some((e) => e instanceof PrivateAddressError)).toBe(true);
    expect(requests).toBe(0);
    // Allowed (development and tests): the same call arrives.
    const allowed = await outboundFetch(true)(`http://localhost:${port}/hook`, { method: 'POST', body: '{}' });
    expect(allowed.status).toBe(200);
    expect(requests).toBe(1);
  });

  it('single sign-on discovery does not reach a provider on this machine unless allowed', async () => {
    requests = 0;
    // https: passes the issuer rule; the address is what is refused, with the reason in the sentence.
    await expect(discover(`https://localhost:${port}`, 'client', 'secret', false)).rejects.toThrow(
      SSO_MESSAGES.discoveryFailed('localhost resolves to a loopback, private or link-local address'),
    );
    expect(requests).toBe(0);
  });
});
