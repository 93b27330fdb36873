// One bounded queue for every password hash a request spends (issue 32, M1).
// scrypt at OWASP's cost takes about 0.3 s and 128 MiB on one of libuv's four
// threads, which also compress answers and read files: a few calls at once
// used to stall the whole site. Here at most `concurrency` hashes run at once
// (two by default, so half the pool stays free), a few more calls may wait,
// and past that a call is refused at once with 503 and a Retry-After the
// queue works out from what it holds, before the call has done anything
// (counted an attempt, used a code).
//
// A call takes its place first (`admit`), then does its cheap checks, then
// hashes in that place: a full queue never leaves half a call behind.
import { dummyHash, hashPassword, verifyPassword } from './passwords';

/** The queue is full: answered 503 with Retry-After (app.ts). */
export class ScryptBusy extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('the password queue is full');
  }
}

/** A call's place in the queue: its hashes run one after another, each when a worker is free. */
export interface ScryptSlot {
  hash(password: string, cost: number): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
  /** The hash an unknown name is checked against (so it costs what a real one does). */
  dummy(cost: number): Promise<string>;
  /** Gives the place back; safe to call twice. */
  release(): void;
}

export interface ScryptQueue {
  /** A place, or ScryptBusy when running, waiting and admitted calls fill the queue. */
  admit(): ScryptSlot;
  /** Admits, runs `work` in the place and releases it, whatever happens. */
  use<T>(work: (slot: ScryptSlot) => Promise<T>): Promise<T>;
  stats(): { admitted: number; running: number; waiting: number; hashed: number };
}

export interface ScryptQueueOptions {
  /** Hashes at once (SCRYPT_CONCURRENCY, default 2 of libuv's 4 threads). */
  concurrency: number;
  /** Calls admitted beyond those running (SCRYPT_QUEUE, default 16). */
  maxWaiting: number;
}

export const DEFAULT_SCRYPT_QUEUE: ScryptQueueOptions = { concurrency: 2, maxWaiting: 16 };

export function createScryptQueue(options: ScryptQueueOptions = DEFAULT_SCRYPT_QUEUE): ScryptQueue {
  const concurrency = Math.max(1, Math.floor(options.concurrency));
  const capacity = concurrency + Math.max(0, Math.floor(options.maxWaiting));
  let admitted = 0;
  let running = 0;
  let hashed = 0;
  // What a hash has taken lately (ms): the Retry-After estimate.
  let averageMs = 300;
  const waiting: (() => void)[] = [];

  async function onWorker<T>(work: () => Promise<T>): Promise<T> {
    if (running >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    const started = performance.now();
    try {
      return await work();
    } finally {
      averageMs = 0.8 * averageMs + 0.2 * (performance.now() - started);
      hashed += 1;
      // The worker passes straight to the next in line (running stays the same), or is freed.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  }

  function admit(): ScryptSlot {
    if (admitted >= capacity) {
      throw new ScryptBusy(Math.min(30, Math.max(1, Math.ceil((averageMs * (admitted / concurrency)) / 1000))));
    }
    admitted += 1;
    let released = false;
    return {
      hash: (password, cost) => onWorker(() => hashPassword(password, cost)),
      verify: (password, stored) => onWorker(() => verifyPassword(password, stored)),
      dummy: (cost) => onWorker(() => dummyHash(cost)),
      release() {
        if (released) return;
        released = true;
        admitted -= 1;
      },
    };
  }

  return {
    admit,
    async use(work) {
      const slot = admit();
      try {
        return await work(slot);
      } finally {
        slot.release();
      }
    },
    stats: () => ({ admitted, running, waiting: waiting.length, hashed }),
  };
}
