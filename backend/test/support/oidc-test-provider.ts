import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/**
 * A real OpenID provider (the `oidc-provider` package) on a free localhost port, for the single
 * sign-on tests. Any login is an account whose e-mail is the login itself (verified), named by
 * `names`; consent is granted automatically. Hooks let a test answer the next token request
 * itself (a token minted for another client) or make stored authorization codes expired (the
 * provider's clock for codes, moved forward).
 */
export interface TestClient {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

export interface OidcTestProvider {
  issuer: string;
  clients: TestClient[];
  names: Map<string, { given_name: string; family_name: string }>;
  /** The next token endpoint request is answered with this body instead (then cleared). */
  nextTokenResponse: Record<string, unknown> | null;
  /** While true, every stored authorization code is found expired. */
  codesExpired: boolean;
  /** Unverified e-mails: the provider says email_verified false for these. */
  unverified: Set<string>;
  /**
   * Follows the provider's redirects for an authorization URL as a browser would, signing in as
   * `login` on its login page; answers where the provider finally sends the browser (the client's
   * redirect URI with code and state).
   */
  authorize(url: string, login: string): Promise<URL>;
  stop(): Promise<void>;
}

/** oidc-provider's adapter interface, in memory, with the codes' expiry movable by the test. */
function memoryAdapter(state: { codesExpired: boolean }) {
  const store = new Map<string, Record<string, unknown>>();
  return class Adapter {
    constructor(private readonly name: string) {}
    private key(id: string) {
      return `${this.name}:${id}`;
    }
    async upsert(id: string, payload: Record<string, unknown>) {
      store.set(this.key(id), payload);
      if (payload.uid) store.set(`${this.name}:uid:${payload.uid as string}`, { id });
      if (payload.userCode) store.set(`${this.name}:user:${payload.userCode as string}`, { id });
    }
    async find(id: string) {
      const payload = store.get(this.key(id));
      if (payload && this.name === 'AuthorizationCode' && state.codesExpired) return { ...payload, exp: Math.floor(Date.now() / 1000) - 60 };
      return payload;
    }
    async findByUid(uid: string) {
      const ref = store.get(`${this.name}:uid:${uid}`);
      return ref ? this.find(ref.id as string) : undefined;
    }
    async findByUserCode(code: string) {
      const ref = store.get(`${this.name}:user:${code}`);
      return ref ? this.find(ref.id as string) : undefined;
    }
    async consume(id: string) {
      const payload = store.get(this.key(id));
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    }
    async destroy(id: string) {
      store.delete(this.key(id));
    }
    async revokeByGrantId(grantId: string) {
      for (const [key, payload] of store) if (payload.grantId === grantId) store.delete(key);
    }
  };
}

export async function startOidcProvider(clients: TestClient[]): Promise<OidcTestProvider> {
  let handler: http.RequestListener = (_req, res) => res.end();
  const server = http.createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const names = new Map<string, { given_name: string; family_name: string }>();
  const unverified = new Set<string>();
  const hooks = { codesExpired: false };
  const provider = new Provider(issuer, {
    adapter: memoryAdapter(hooks),
    clients: clients.map((c) => ({
      client_id: c.clientId,
      client_secret: c.clientSecret,
      redirect_uris: [c.redirectUri],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    })),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name'] },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    cookies: { keys: ['sso-test-provider-cookie-key'] },
    findAccount: async (_ctx: unknown, sub: string) => ({
      accountId: sub,
      claims: async () => {
        const name = names.get(sub) ?? { given_name: 'Sam', family_name: 'Single' };
        return { sub, email: sub, email_verified: !unverified.has(sub), ...name, name: `${name.given_name} ${name.family_name}` };
      },
    }),
    // Consent is not what these tests are about: every requested OpenID scope is granted.
    loadExistingGrant: async (ctx: { oidc: { provider: { Grant: new (a: object) => { addOIDCScope(s: string): void; save(): Promise<string> } }; client: { clientId: string }; session: { accountId: string }; params: { scope: string } } }) => {
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId: ctx.oidc.session.accountId });
      grant.addOIDCScope(ctx.oidc.params.scope);
      await grant.save();
      return grant;
    },
    pkce: { required: () => true },
  });
  const callback = provider.callback();
  const self: OidcTestProvider = {
    issuer,
    clients,
    names,
    unverified,
    nextTokenResponse: null,
    get codesExpired() {
      return hooks.codesExpired;
    },
    set codesExpired(value: boolean) {
      hooks.codesExpired = value;
    },
    authorize: (url, login) => authorizeThrough(url, login),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  handler = (req, res) => {
    if (self.nextTokenResponse && req.method === 'POST' && req.url?.startsWith('/token')) {
      const body = JSON.stringify(self.nextTokenResponse);
      self.nextTokenResponse = null;
      req.resume();
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(body);
      return;
    }
    callback(req, res);
  };
  return self;
}

/** A browser's walk through the provider: redirects followed with its cookies, the login form posted. */
async function authorizeThrough(start: string, login: string): Promise<URL> {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const keep = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
  };
  let url = new URL(start);
  let init: RequestInit = {};
  for (let hop = 0; hop < 10; hop++) {
    const res = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers ?? {}), cookie: cookieHeader() } });
    keep(res);
    init = {};
    const location = res.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.origin !== new URL(start).origin) return next; // back to the client
      url = next;
      continue;
    }
    const html = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action || !/name="prompt" value="login"/.test(html)) throw new Error(`Unexpected provider page (${res.status}): ${html.slice(0, 300)}`);
    url = new URL(action.replace(/&amp;/g, '&'), url);
    init = {
      method: 'POST',
      body: new URLSearchParams({ prompt: 'login', login, password: 'any' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    };
  }
  throw new Error('Too many redirects at the provider');
}
