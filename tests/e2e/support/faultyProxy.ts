// A TCP proxy between the browser and the reference server that can fail the
// way networks and deployments do: drop the hub's sockets without a close
// (no WebSocket close frame, the TCP connection just goes), refuse new hub
// connections for a while, and follow the server to a new port when it is
// restarted. It notes when each hub connection was attempted, so a test can
// compare the page's reconnects with the spec's 0/2/10/30 s schedule.
import { connect, createServer, type Server, type Socket } from 'node:net';

interface Pair {
  client: Socket;
  upstream: Socket;
}

export class FaultyProxy {
  /** When each hub connection was attempted (ms since the epoch), refused ones too. */
  readonly hubAttempts: number[] = [];
  /** While set, a new hub connection is cut as soon as it is asked for. */
  refusingHub = false;
  private readonly hubPairs = new Set<Pair>();
  private readonly allPairs = new Set<Pair>();

  private constructor(
    private readonly server: Server,
    readonly port: number,
    private upstreamPort: number,
  ) {}

  static async start(upstreamPort: number): Promise<FaultyProxy> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const proxy = new FaultyProxy(server, (server.address() as { port: number }).port, upstreamPort);
    server.on('connection', (client) => proxy.accept(client));
    return proxy;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The server moved (a restart on another port): new connections go there. */
  follow(upstreamPort: number): void {
    this.upstreamPort = upstreamPort;
  }

  /** Every hub socket goes, without a close frame: what a dead network or a killed process looks like to the page. */
  dropHub(): void {
    for (const pair of this.hubPairs) {
      pair.client.destroy();
      pair.upstream.destroy();
    }
  }

  get openHubSockets(): number {
    return this.hubPairs.size;
  }

  async close(): Promise<void> {
    for (const pair of this.allPairs) {
      pair.client.destroy();
      pair.upstream.destroy();
    }
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private accept(client: Socket): void {
    client.on('error', () => client.destroy());
    client.once('data', (first: Buffer) => {
      const head = first.toString('latin1', 0, 512);
      const isHub = /^GET [^ ]*\/hub\/frnotify/.test(head);
      if (isHub) {
        this.hubAttempts.push(Date.now());
        if (this.refusingHub) return void client.destroy();
      }
      const upstream = connect(this.upstreamPort, '127.0.0.1');
      const pair = { client, upstream };
      this.allPairs.add(pair);
      if (isHub) this.hubPairs.add(pair);
      const end = () => {
        client.destroy();
        upstream.destroy();
        this.allPairs.delete(pair);
        this.hubPairs.delete(pair);
      };
      upstream.on('error', end);
      upstream.on('close', end);
      client.on('close', end);
      upstream.write(first);
      client.pipe(upstream);
      upstream.pipe(client);
    });
  }
}
