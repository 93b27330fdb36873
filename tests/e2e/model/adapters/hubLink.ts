// The realtime link as the session adapter drives it: every WebSocket to
// ./hub/frnotify goes to the real hub, but what the hub says is held until
// the path lets the link connect, so 'connecting' and 'reconnecting' can be
// seen. Dropping a socket is the network failing; refusing new ones is the
// network staying down until SignalR gives up.
import { expect, type Page, type WebSocketRoute } from '@playwright/test';
import { RECONNECT_DELAYS_MS } from '../../../../src/platform/realtime';

interface Socket {
  page: WebSocketRoute;
  server: WebSocketRoute;
  held: Array<string | Buffer>;
  released: boolean;
}

export class HubLink {
  private readonly sockets: Socket[] = [];
  private refusing = false;
  /** Sockets there were when the last one was dropped: a reconnect opens the next. */
  private droppedAt = 0;

  constructor(private readonly page: Page) {}

  async install(): Promise<void> {
    await this.page.routeWebSocket(/\/hub\/frnotify/, (ws) => {
      if (this.refusing) {
        ws.close({ code: 4000, reason: 'network down' });
        return;
      }
      const socket: Socket = { page: ws, server: ws.connectToServer(), held: [], released: false };
      socket.server.onMessage((message) => (socket.released ? ws.send(message) : socket.held.push(message)));
      this.sockets.push(socket);
    });
  }

  /** The newest socket: the one SignalR is waiting on. */
  private async latest(): Promise<Socket> {
    await expect.poll(() => this.sockets.length, { message: 'the page opens its hub socket' }).toBeGreaterThan(0);
    return this.sockets.at(-1)!;
  }

  /** Lets the hub's answers through (the handshake first): the link connects. */
  async release(): Promise<void> {
    const socket = await this.latest();
    await expect.poll(() => socket.held.length, { message: "the hub's handshake answer" }).toBeGreaterThan(0);
    socket.released = true;
    for (const message of socket.held.splice(0)) socket.page.send(message);
  }

  /** The connection fails under the page (not a clean close, so SignalR tries again). */
  async drop(): Promise<void> {
    const socket = await this.latest();
    this.droppedAt = this.sockets.length;
    await socket.page.close({ code: 4000, reason: 'network down' });
    await socket.server.close();
  }

  /** SignalR's first retry comes at once (delay 0, on the paused clock) and this time the hub answers. */
  async reconnect(): Promise<void> {
    await this.page.clock.runFor(1);
    await this.expectNewSocket(this.droppedAt);
    await this.release();
  }

  /** Waits for a new socket after `count` existed (a reconnect or a retry). */
  async expectNewSocket(count: number): Promise<void> {
    await expect.poll(() => this.sockets.length, { message: 'the page opens a new hub socket' }).toBeGreaterThan(count);
  }

  get count(): number {
    return this.sockets.length;
  }

  /** The network stays down: every reconnect attempt fails, one delay after another, until SignalR gives up. */
  async stayDown(giveUp: () => Promise<boolean>): Promise<void> {
    this.refusing = true;
    // A retry already waiting for the hub fails too.
    for (const socket of this.sockets.filter((s) => !s.released)) await socket.page.close({ code: 4000, reason: 'network down' });
    for (const delay of [1, ...RECONNECT_DELAYS_MS.slice(1)]) {
      if (await giveUp()) break;
      await this.page.clock.runFor(delay);
    }
    await expect.poll(giveUp, { message: 'SignalR gives up reconnecting' }).toBe(true);
  }

  /** The network is back for the next socket. */
  up(): void {
    this.refusing = false;
  }
}
