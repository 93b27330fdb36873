// The in-memory limits and the scrypt queue (issue 32, H3, M1 and "what to
// build" 2), without a database: limiter keys expire and long ones are kept
// hashed; the queue holds a bounded number of calls and tells how long to
// wait; only a call the table marks as spending scrypt reaches it.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { calls } from '../../contract/calls';
import type { AppEnv } from '../../server/context';
import { scryptFor } from '../../server/http/callGuard';
import { createWindowCounter } from '../../server/http/rateLimit';
import { ScryptBusy, createScryptQueue } from '../../server/services/scryptQueue';

describe('limiter windows (H3)', () => {
  it('forget every key when the window ends, and keep a long key as its hash', () => {
    let now = 1_000_000;
    const counter = createWindowCounter(2, { now: () => now });
    // A username of 30,000 'İ', lower-cased into 60,000 code units, as the old per-username limiter kept it.
    const long = `auth/changepasswordwithcode ${'İ'.repeat(30_000).toLowerCase()}`;
    expect(counter.hit(long)).toEqual({ allowed: true });
    expect(counter.hit(long)).toEqual({ allowed: true });
    expect(counter.hit(long)).toEqual({ allowed: false, retryAfterSeconds: 60 });
    for (let i = 0; i < 500; i++) counter.hit(`198.51.100.${i % 250} ${i}`);
    expect(counter.size()).toBe(501);
    expect(Math.max(...counter.keys().map((k) => k.length))).toBeLessThanOrEqual(64);
    now += 30_000;
    expect(counter.hit(long)).toEqual({ allowed: false, retryAfterSeconds: 30 });
    now += 30_000;
    // A new window: nothing of the last one is kept.
    expect(counter.size()).toBe(0);
    expect(counter.hit(long)).toEqual({ allowed: true });
  });

  it('hold at most maxKeys keys, the oldest giving way', () => {
    const counter = createWindowCounter(1, { maxKeys: 100 });
    for (let i = 0; i < 1000; i++) counter.hit(`k${i}`);
    expect(counter.size()).toBe(100);
    expect(counter.keys()[0]).toBe('k900');
  });
});

describe('the scrypt queue (M1)', () => {
  it('admits running and waiting calls up to its bound, then refuses at once with a wait', async () => {
    const queue = createScryptQueue({ concurrency: 1, maxWaiting: 2 });
    const slots = [queue.admit(), queue.admit(), queue.admit()];
    expect(() => queue.admit()).toThrow(ScryptBusy);
    try {
      queue.admit();
    } catch (error) {
      expect((error as ScryptBusy).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    }
    // One hash at a time: three hashes in three places take turns on the one worker.
    const hashes = slots.map((slot) => slot.hash('password', 1024));
    await Promise.resolve();
    expect(queue.stats()).toMatchObject({ admitted: 3, running: 1, waiting: 2 });
    await Promise.all(hashes);
    expect(queue.stats()).toMatchObject({ running: 0, waiting: 0, hashed: 3 });
    for (const slot of slots) slot.release();
    expect(queue.stats().admitted).toBe(0);
    expect(() => queue.use(async () => undefined)).not.toThrow();
  });
});

describe('only calls marked spendsScrypt reach the queue', () => {
  it('the marked calls are those that hash a password, and a route of another call is refused the queue', async () => {
    const marked = Object.entries(calls)
      .filter(([, call]) => 'spendsScrypt' in call && call.spendsScrypt)
      .map(([name]) => name)
      .sort();
    expect(marked).toEqual([
      'changePassword',
      'changePasswordWithCode',
      'login',
      'register',
      'returnFromExclusion',
      'selfExclude',
      'takeTimeout',
    ]);
    const app = new Hono<AppEnv>().get('/x', (c) => c.json({ queue: typeof scryptFor(c) }));
    app.onError((error, c) => c.text(error.message, 500));
    const answer = await app.request('/x');
    expect(answer.status).toBe(500);
    expect(await answer.text()).toMatch(/not marked spendsScrypt/);
  });
});
