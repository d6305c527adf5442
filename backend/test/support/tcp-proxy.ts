import * as net from 'node:net';

/**
 * How a cut looks to the app: `refuse` resets every connection at once (a stopped server);
 * `blackhole` keeps connections open and silent (a network that drops packets), so only the app's
 * own timeouts end its waits.
 */
export type CutMode = 'refuse' | 'blackhole';

interface Pair {
  client: net.Socket;
  upstream: net.Socket | null;
}

/**
 * A TCP proxy a test puts between the app and PostgreSQL or Redis, then cuts and restores, the
 * way Toxiproxy is used: the machine's shared services are never stopped.
 */
export class TcpProxy {
  private server: net.Server | null = null;
  private readonly pairs = new Set<Pair>();
  private mode: CutMode | null = null;
  port = 0;

  constructor(
    private readonly targetPort: number,
    private readonly targetHost = '127.0.0.1',
  ) {}

  async start(): Promise<this> {
    this.server = net.createServer((client) => this.accept(client));
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(0, '127.0.0.1', () => resolve());
    });
    this.port = (this.server.address() as net.AddressInfo).port;
    return this;
  }

  /** `url` with its host and port replaced by this proxy's. */
  rewrite(url: string): string {
    const parsed = new URL(url);
    parsed.hostname = '127.0.0.1';
    parsed.port = String(this.port);
    return parsed.toString();
  }

  get connections(): number {
    return this.pairs.size;
  }

  cut(mode: CutMode = 'refuse'): void {
    this.mode = mode;
    for (const pair of [...this.pairs]) {
      if (mode === 'refuse') this.drop(pair);
      else this.silence(pair);
    }
  }

  /** Service is back: silenced connections break (as they would after a long partition), new ones go through. */
  restore(): void {
    this.mode = null;
    for (const pair of [...this.pairs]) if (!pair.upstream) this.drop(pair);
  }

  async stop(): Promise<void> {
    for (const pair of [...this.pairs]) this.drop(pair);
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private accept(client: net.Socket): void {
    const pair: Pair = { client, upstream: null };
    this.pairs.add(pair);
    client.on('error', () => this.drop(pair));
    client.on('close', () => this.drop(pair));
    if (this.mode === 'refuse') return this.drop(pair);
    if (this.mode === 'blackhole') return; // accepted, never answered
    const upstream = net.connect(this.targetPort, this.targetHost);
    pair.upstream = upstream;
    upstream.on('error', () => this.drop(pair));
    upstream.on('close', () => this.drop(pair));
    client.pipe(upstream);
    upstream.pipe(client);
  }

  private silence(pair: Pair): void {
    if (!pair.upstream) return;
    pair.client.unpipe(pair.upstream);
    pair.upstream.unpipe(pair.client);
    pair.upstream.removeAllListeners('close');
    pair.upstream.on('close', () => undefined);
    pair.upstream.destroy();
    pair.upstream = null;
    // Whatever the app sends now goes nowhere.
    pair.client.resume();
  }

  private drop(pair: Pair): void {
    if (!this.pairs.delete(pair)) return;
    pair.client.destroy();
    pair.upstream?.destroy();
  }
}
