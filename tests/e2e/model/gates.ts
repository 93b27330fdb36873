// Request gates (see adapter.ts): page.route holds every matching request
// in a queue until the path settles the actor that made it.
import { expect, type Page, type Request, type Route } from '@playwright/test';
import type { GateSpec } from './adapter';

export class Gates {
  private readonly queues = new Map<string, Route[]>();

  constructor(
    private readonly page: Page,
    private readonly specs: Record<string, GateSpec | string>,
  ) {}

  async install(): Promise<void> {
    // A held request the page gave up on (its own timeout) is no longer anyone's to settle.
    this.page.on('requestfailed', (request) => {
      for (const queue of this.queues.values()) {
        const index = queue.findIndex((route) => route.request() === request);
        if (index >= 0) queue.splice(index, 1);
      }
    });
    for (const [id, spec] of Object.entries(this.specs)) {
      if (typeof spec === 'string') continue;
      const queue: Route[] = [];
      this.queues.set(id, queue);
      await this.page.route(spec.url, async (route) => {
        const request = route.request();
        if (spec.method && request.method() !== spec.method) return route.fallback();
        if (spec.body && !spec.body((request.postDataJSON() ?? {}) as Record<string, unknown>)) return route.fallback();
        if (spec.accept && !spec.accept(request)) return route.fallback();
        queue.push(route);
      });
    }
    // An actor sharing another's call shares its queue.
    for (const [id, spec] of Object.entries(this.specs)) {
      if (typeof spec === 'string') this.queues.set(id, this.queues.get(spec)!);
    }
  }

  /** Requests of this actor waiting for the path. */
  held(id: string): number {
    return this.queues.get(id)?.length ?? 0;
  }

  has(id: string): boolean {
    return this.queues.has(id);
  }

  /** Waits for the actor's request and lets it reach the server. */
  async pass(id: string): Promise<void> {
    await (await this.next(id)).continue();
  }

  /** Waits for the actor's request and cuts it, as a dropped connection would. */
  async cut(id: string): Promise<void> {
    await (await this.next(id)).abort('internetdisconnected');
  }

  /**
   * Lets the actor's held requests that `stale` picks reach the server now,
   * without waiting for any: requests of an invocation the machine has left
   * (the player moved on while it loaded), whose answers it ignores.
   */
  async release(id: string, stale: (request: Request) => boolean): Promise<void> {
    const queue = this.queues.get(id) ?? [];
    for (const route of queue.filter((held) => stale(held.request()))) {
      queue.splice(queue.indexOf(route), 1);
      await route.continue();
    }
  }

  /** Forgets the actor's held requests: their page is gone (a reload), so nobody waits for them. */
  discard(id: string): void {
    this.queues.get(id)?.splice(0);
  }

  private async next(id: string): Promise<Route> {
    const queue = this.queues.get(id);
    if (!queue) throw new Error(`no request gate for actor '${id}'`);
    await expect.poll(() => queue.length, { message: `the ${id} request is made` }).toBeGreaterThan(0);
    return queue.shift()!;
  }
}
