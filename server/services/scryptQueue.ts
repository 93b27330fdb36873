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
  /** A place, or ScryptBusy when running, waiting and admitted calls fill the queue (the visitors' lane). */
  admit(): ScryptSlot;
  /** Admits, runs `work` in the place and releases it, whatever happens. */
  use<T>(work: (slot: ScryptSlot) => Promise<T>): Promise<T>;
  /**
   * The same queue seen from one lane (review of issue 32, M-A). Visitors'
   * calls (login, sign-up, a reset) and logged-in players' calls (a password
   * change, self-exclusion, a long time-out) are admitted against separate
   * capacities; each lane keeps a worker the other never takes (review 2,
   * R5), and a free worker goes to the lanes in turn: neither strangers nor
   * throwaway accounts can stop the other lane. `account` (a players' call):
   * an account holds one place at a time. `priority` (self-exclusion, a long
   * time-out from a session with no failed password: callGuard.ts): admitted
   * whatever the lane holds, beside the account's other place but not beside
   * a second priority place of it, and served first in the lane; at most
   * `urgentWaiting` wait so, the newest (review 4, R5).
   */
  lane(name: ScryptLane, options?: ScryptPlace): ScryptQueue;
  stats(): { admitted: number; running: number; waiting: number; hashed: number };
}

/** Who takes a place: the account (one place at a time) and whether the capacity may refuse it. */
export interface ScryptPlace {
  account?: string;
  priority?: boolean;
}

export type ScryptLane = 'visitors' | 'players';

/** A place's state: whether its hashes still wait ahead of the players' line. */
interface Place {
  priority: boolean;
}

/** A call waiting for a worker, and its place (moved to the players' line past `urgentWaiting`). */
interface Waiter {
  start: () => void;
  place: Place;
}

export interface ScryptQueueOptions {
  /** Visitors' hashes at once (SCRYPT_CONCURRENCY, default 2 of libuv's 4 threads). */
  concurrency: number;
  /** Visitors' calls admitted beyond those running (SCRYPT_QUEUE, default 16). */
  maxWaiting: number;
  /**
   * Workers only players' calls use (SCRYPT_PLAYER_WORKERS, default 1): at most concurrency + this hash at once.
   * One of the visitors' workers is likewise theirs alone: players run at most this + concurrency − 1.
   */
  playerWorkers?: number;
  /** Players' calls admitted beyond their workers (SCRYPT_PLAYER_QUEUE, default 16). */
  playerWaiting?: number;
  /**
   * Priority calls that wait ahead of the players' line (default 4): the most a genuine
   * self-exclusion waits behind, however many come at once. When one more comes, the one
   * that has waited longest goes on waiting in the players' line (review 4, R5).
   */
  urgentWaiting?: number;
}

/** 2 + 1 hashes at most at once: one of libuv's four threads always stays free for files and compression. */
export const DEFAULT_SCRYPT_QUEUE: Required<ScryptQueueOptions> = {
  concurrency: 2,
  maxWaiting: 16,
  playerWorkers: 1,
  playerWaiting: 16,
  urgentWaiting: 4,
};

export function createScryptQueue(options: ScryptQueueOptions = DEFAULT_SCRYPT_QUEUE): ScryptQueue {
  const visitorWorkers = Math.max(1, Math.floor(options.concurrency));
  const playerWorkers = Math.max(1, Math.floor(options.playerWorkers ?? DEFAULT_SCRYPT_QUEUE.playerWorkers));
  const workers = visitorWorkers + playerWorkers;
  const capacity: Record<ScryptLane, number> = {
    visitors: visitorWorkers + Math.max(0, Math.floor(options.maxWaiting)),
    players: playerWorkers + Math.max(0, Math.floor(options.playerWaiting ?? DEFAULT_SCRYPT_QUEUE.playerWaiting)),
  };
  const urgentWaiting = Math.max(1, Math.floor(options.urgentWaiting ?? DEFAULT_SCRYPT_QUEUE.urgentWaiting));
  /** Places counted against the lane's capacity; a priority place is not, until it goes to the players' line. */
  const admitted: Record<ScryptLane, number> = { visitors: 0, players: 0 };
  /** Priority places held: never refused for capacity, so they must not take the players' (review 4, R5). */
  let urgentPlaces = 0;
  const running: Record<ScryptLane, number> = { visitors: 0, players: 0 };
  const waiting: Record<ScryptLane, Waiter[]> = { visitors: [], players: [] };
  /** Calls that protect the player (self-exclusion), waiting ahead of their lane: at most `urgentWaiting`. */
  const urgent: Waiter[] = [];
  /** Accounts holding a place: one each (review 2, R5). */
  const holders = new Set<string>();
  /** Accounts holding a priority place: one each, beside their other place (review 4, R5). */
  const urgentHolders = new Set<string>();
  /** The lane a free worker is offered to first: the lanes take turns. */
  let turn: ScryptLane = 'visitors';
  let hashed = 0;
  // What a hash has taken lately (ms): the Retry-After estimate.
  let averageMs = 300;

  /**
   * Whether a hash of the lane may start now. Each lane leaves the other's
   * own workers free (those it is not already using more of): players run at
   * most all but one worker, visitors at most `concurrency`, so throwaway
   * accounts cannot hold every worker against logins (review 2, R5), nor
   * strangers against a self-exclusion (review, M-A).
   */
  const mayStart = (lane: ScryptLane) => {
    if (lane === 'players') return running.players + Math.max(running.visitors, 1) < workers;
    return running.visitors < visitorWorkers && running.visitors + Math.max(running.players, playerWorkers) < workers;
  };
  const queued = (lane: ScryptLane) => waiting[lane].length + (lane === 'players' ? urgent.length : 0);

  /** Starts whoever may start, the lanes in turn; in the players' lane, the urgent calls first. */
  function pump() {
    for (;;) {
      const other: ScryptLane = turn === 'visitors' ? 'players' : 'visitors';
      const lane = [turn, other].find((l) => queued(l) > 0 && mayStart(l));
      if (!lane) return;
      running[lane] += 1;
      turn = lane === 'visitors' ? 'players' : 'visitors';
      (lane === 'players' && urgent.length > 0 ? urgent : waiting[lane]).shift()!.start();
    }
  }

  /**
   * Priority calls beyond `urgentWaiting` wait in the players' line (review 4, R5). Any
   * number of fresh sessions can each send one wrong self-exclusion at once; the newest
   * stays ahead, so a genuine one waits behind a few hashes, not the whole flood. The one
   * moved is already counted and hashing soon, so it is charged to the lane, not refused.
   */
  function demoteOldestUrgent() {
    const oldest = urgent.shift()!;
    oldest.place.priority = false;
    urgentPlaces -= 1;
    admitted.players += 1;
    waiting.players.push(oldest);
  }

  async function onWorker<T>(lane: ScryptLane, place: Place, work: () => Promise<T>): Promise<T> {
    const priority = place.priority;
    if ((priority ? urgent.length : queued(lane)) === 0 && mayStart(lane)) running[lane] += 1;
    else
      await new Promise<void>((start) => {
        (priority ? urgent : waiting[lane]).push({ start, place });
        if (priority && urgent.length > urgentWaiting) demoteOldestUrgent();
      });
    const started = performance.now();
    try {
      return await work();
    } finally {
      averageMs = 0.8 * averageMs + 0.2 * (performance.now() - started);
      hashed += 1;
      running[lane] -= 1;
      pump();
    }
  }

  function admit(lane: ScryptLane, asked: ScryptPlace = {}): ScryptSlot {
    const place: Place = { priority: lane === 'players' && asked.priority === true };
    const share = lane === 'players' ? playerWorkers : visitorWorkers;
    const busy = () => new ScryptBusy(Math.min(30, Math.max(1, Math.ceil((averageMs * (admitted[lane] / share)) / 1000))));
    const account = asked.account;
    // A call that protects the player is never refused for capacity, nor for the account's other call (a password
    // change of its own must not turn its self-exclusion away); a second one at once is refused, as the account's
    // first is already going first: one account is one place ahead of the players, however it is driven.
    const accounts = place.priority ? urgentHolders : holders;
    if (!place.priority && admitted[lane] >= capacity[lane]) throw busy();
    if (account !== undefined && accounts.has(account)) throw busy();
    if (account !== undefined) accounts.add(account);
    if (place.priority) urgentPlaces += 1;
    else admitted[lane] += 1;
    let released = false;
    return {
      hash: (password, cost) => onWorker(lane, place, () => hashPassword(password, cost)),
      verify: (password, stored) => onWorker(lane, place, () => verifyPassword(password, stored)),
      dummy: (cost) => onWorker(lane, place, () => dummyHash(cost)),
      release() {
        if (released) return;
        released = true;
        // A priority place moved to the players' line is counted there now (demoteOldestUrgent).
        if (place.priority) urgentPlaces -= 1;
        else admitted[lane] -= 1;
        if (account !== undefined) accounts.delete(account);
      },
    };
  }

  const stats = () => ({
    admitted: admitted.visitors + admitted.players + urgentPlaces,
    running: running.visitors + running.players,
    waiting: waiting.visitors.length + waiting.players.length + urgent.length,
    hashed,
  });

  function view(lane: ScryptLane, place: ScryptPlace = {}): ScryptQueue {
    return {
      admit: () => admit(lane, place),
      async use(work) {
        const slot = admit(lane, place);
        try {
          return await work(slot);
        } finally {
          slot.release();
        }
      },
      lane: view,
      stats,
    };
  }
  return view('visitors');
}
