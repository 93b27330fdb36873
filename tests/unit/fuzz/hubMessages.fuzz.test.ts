// @vitest-environment jsdom
// Hub fuzzing (issue 19): the page's whole live path — SignalR's client
// (@microsoft/signalr), our link (src/platform/realtime.ts), the session,
// notifications and toasts machines with their src/app effects — fed
// generated frames through a stand-in WebSocket: well-formed NotifyMessages
// (balances, bonus balances, notifications repeated and out of order, the
// logout command), messages outside the contract (wrong types, nulls, odd
// numbers, unknown commands, HTML and script, huge and Unicode strings), and
// the hub's own records gone wrong (not JSON, cut short, binary, unknown
// types, Close with and without reconnect, a refused handshake).
//
// Every frame goes to the socket that is open at the time (after a drop the
// stand-in hub answers SignalR's reconnect, as the reference hub would).
// What each case expects comes from the frames alone (the oracle below):
// - nothing thrown, rejected unhandled, or logged by XState;
// - the balance is the last well-formed amount the hub said (the server's
//   own answer agrees, as on the real server), never a blank or odd one;
// - every well-formed notification is listed once and announced at most
//   once, however often it came and in whatever order;
// - the logout command ends the session;
// - afterwards nothing is busy: the balance is not refreshing, the list not
//   loading, the link connected (or given up on, with the retry offered).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AnyActorRef, InspectionEvent } from 'xstate';
import { createApiClient } from '../../../src/api/client';
import type { Notification } from '../../../contract/schemas';
import { createAppActors, type AppActors } from '../../../src/app/appActors';
import type { Services } from '../../../src/app/services';
import { en } from '../../../src/i18n/en';
import { createFingerprintService } from '../../../src/platform/fingerprint';
import { createI18n } from '../../../src/platform/i18n';
import { openRealtimeLink } from '../../../src/platform/realtime';
import { createStorage, memoryBackend } from '../../../src/platform/storage';
import { fuzzCases } from '../../support/fuzzScale';

const SEED = Number(process.env.FUZZ_SEED ?? 1903);
const CASES = fuzzCases(1_200);
const RS = '\u001e';
const XSS = ['<img src=x onerror=alert(1)>', '<script>alert(1)</script>', '"><svg onload=alert(1)>', 'javascript:alert(1)'];

// ---------------------------------------------------------------------------
// The stand-in hub: a WebSocket class SignalR is given, and the server end.

type Frame = string | ArrayBuffer;

class StandInHub {
  sockets: StandInSocket[] = [];
  /** How the next handshake is answered: '{}' accepts; anything else refuses. */
  handshakeAnswer = `{}${RS}`;
  /** The newest socket, when it is open and its handshake answered. */
  live(): StandInSocket | null {
    const socket = this.sockets.at(-1);
    return socket && socket.readyState === 1 && socket.greeted ? socket : null;
  }
}

class StandInSocket {
  static CONNECTING = 0;
  static OPEN = 1;
  static CLOSING = 2;
  static CLOSED = 3;
  static hub: StandInHub;
  readyState = 0;
  greeted = false;
  binaryType = 'blob';
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: Frame }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onclose: ((event: { code: number; reason: string; wasClean: boolean }) => void) | null = null;
  private readonly hub = StandInSocket.hub;

  constructor(readonly url: string) {
    this.hub.sockets.push(this);
    setTimeout(() => {
      if (this.readyState !== 0) return;
      this.readyState = 1;
      this.onopen?.({});
    }, 0);
  }

  /** What the page sends: the handshake gets its answer; pings and the rest are heard and dropped. */
  send(data: string): void {
    if (this.readyState !== 1) throw new Error('send on a socket that is not open');
    if (!this.greeted && data.includes('"protocol"')) {
      const answer = this.hub.handshakeAnswer;
      this.hub.handshakeAnswer = `{}${RS}`;
      setTimeout(() => {
        if (this.readyState !== 1) return;
        this.greeted = answer === `{}${RS}`;
        this.onmessage?.({ data: answer });
      }, 0);
    }
  }

  close(code = 1000, reason = ''): void {
    if (this.readyState >= 2) return;
    this.readyState = 3;
    setTimeout(() => this.onclose?.({ code, reason, wasClean: code === 1000 }), 0);
  }

  /** The server's side: a frame to the page. */
  deliver(frame: Frame): void {
    if (this.readyState === 1) this.onmessage?.({ data: frame });
  }

  /** The network drops the socket: no close handshake. */
  drop(): void {
    if (this.readyState >= 2) return;
    this.readyState = 3;
    this.onclose?.({ code: 1006, reason: '', wasClean: false });
  }
}

// ---------------------------------------------------------------------------
// Frames and what each must do (the oracle's side of the generator).

type Effect =
  | { kind: 'balance'; amount: number }
  | { kind: 'bonusBalance'; amount: number }
  | { kind: 'notification'; notification: Notification }
  | { kind: 'logout' }
  | { kind: 'none' };

interface Step {
  /** A frame for the open socket, or something the network does. */
  action: { frame: Frame } | { drop: true };
  effect: Effect;
  label: string;
}

const invocation = (args: unknown, target = 'NotifyMessage') => JSON.stringify({ type: 1, target, arguments: args }) + RS;
const notify = (command: unknown, message: unknown) => invocation([{ command, message }]);

const amountText = fc.oneof(
  fc.integer({ min: 0, max: 10_000_000 }).map(String),
  fc.tuple(fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 0, max: 99 })).map(([a, b]) => `${a}.${String(b).padStart(2, '0')}`),
  fc.constantFrom('0', '-12.5', '250.5'),
);
/** Amounts a hub could say that are not amounts: none may change the balance. */
const oddAmount = fc.constantFrom(
  '',
  ' ',
  '  12 ',
  '0x10',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '1e3',
  '12,50',
  '١٢',
  '12.5.1',
  '+5',
  '.5',
  '5.',
  ...XSS,
  'x'.repeat(10_000),
);

const notificationPool = (ids: number[]): fc.Arbitrary<Notification[]> =>
  fc.tuple(
    ...ids.map(
      (id) =>
        fc.record({
          id: fc.constant(id),
          title: fc.oneof(fc.string({ minLength: 1, maxLength: 40 }), fc.constantFrom(...XSS), fc.constant('Ödül 🎉 \u202Eعربى')),
          note: fc.oneof(fc.string({ maxLength: 60 }), fc.constantFrom(...XSS)),
          type: fc.constantFrom(1, 2, 3, 4, 5),
          timeStamp: fc.constant('2026-11-24T09:00:00'),
          isRead: fc.constant(false),
          message: fc.oneof(fc.constant(''), fc.string({ maxLength: 60 })),
        }) as fc.Arbitrary<Notification>,
    ),
  );

function stepArbitrary(pool: Notification[]): fc.Arbitrary<Step> {
  const good = fc.oneof(
    amountText.map((m): Step => ({
      action: { frame: notify('balance', m) },
      effect: { kind: 'balance', amount: Number(m) },
      label: `balance ${m}`,
    })),
    amountText.map((m): Step => ({
      action: { frame: notify('bonusBalance', m) },
      effect: { kind: 'bonusBalance', amount: Number(m) },
      label: `bonusBalance ${m}`,
    })),
    // Repeats and any order: the pool is small.
    fc.constantFrom(...pool).map((n): Step => ({
      action: { frame: notify('notification', JSON.stringify(n)) },
      effect: { kind: 'notification', notification: n },
      label: `notification ${n.id}`,
    })),
    // Extra fields on the message are dropped by the contract, not refused.
    amountText.map((m): Step => ({
      action: { frame: invocation([{ command: 'balance', message: m, extra: { a: 1 } }]) },
      effect: { kind: 'balance', amount: Number(m) },
      label: `balance ${m} + extra`,
    })),
    // Two records in one frame.
    fc.tuple(amountText, fc.constantFrom(...pool)).map(([m, n]): Step => ({
      action: { frame: notify('notification', JSON.stringify(n)) + notify('balance', m) },
      effect: { kind: 'balance', amount: Number(m) },
      label: `notification ${n.id} + balance ${m} in one frame`,
    })),
  );
  const none = (label: string, frame: Frame): Step => ({ action: { frame }, effect: { kind: 'none' }, label });
  const outsideTheContract = fc.oneof(
    oddAmount.map((m) => none(`balance '${m.slice(0, 20)}'`, notify('balance', m))),
    oddAmount.map((m) => none(`bonusBalance '${m.slice(0, 20)}'`, notify('bonusBalance', m))),
    fc.constantFrom(null, 12, true, [], {}).map((m) => none(`balance ${JSON.stringify(m)}`, notify('balance', m))),
    fc
      .constantFrom<unknown>(
        '{',
        'null',
        '[]',
        '{"id":"x"}',
        JSON.stringify({ id: 1.5, title: 't' }),
        JSON.stringify({ ...pool[0], type: 99 }),
        JSON.stringify({ ...pool[0], timeStamp: 'yesterday' }),
        ...XSS,
      )
      .map((m) => none(`notification ${String(m).slice(0, 30)}`, notify('notification', m))),
    fc
      .string({ maxLength: 20 })
      .filter((c) => !['balance', 'bonusBalance', 'notification', 'logout'].includes(c))
      .map((c) => none(`command '${c}'`, notify(c, 'x'))),
    fc.jsonValue({ maxDepth: 2 }).map((args) => none('arguments ' + JSON.stringify(args).slice(0, 30), invocation(args))),
    fc
      .constantFrom<unknown[]>([], [null], [1, 2], [{ command: 1, message: 'x' }], [{ message: '5' }], ['balance', '5'])
      .map((args) => none(`arguments ${JSON.stringify(args)}`, invocation(args))),
    fc.constant(none('another target', invocation([{ command: 'balance', message: '1' }], 'SomethingElse'))),
  );
  const brokenRecords = fc.constantFrom<Step>(
    none('not JSON', `garbage${RS}`),
    none('cut short', '{"type":1,"target":"NotifyMessage","argu'),
    none('empty frame', ''),
    none('binary frame', new Uint8Array([123, 125, 30]).buffer),
    none('unknown record type', `{"type":42}${RS}`),
    none('ping', `{"type":6}${RS}`),
    none('completion nobody waits for', `{"type":3,"invocationId":"99","result":1}${RS}`),
    none('record without a type', `{"target":"NotifyMessage"}${RS}`),
    none('Close, reconnect allowed', `{"type":7,"error":"restarting","allowReconnect":true}${RS}`),
    none('Close, for good', `{"type":7,"error":"bye"}${RS}`),
    none('a megabyte', notify('balance', 'x'.repeat(1_000_000))),
    { action: { drop: true }, effect: { kind: 'none' }, label: 'socket dropped without a close' },
  );
  const logout = fc
    .constantFrom<unknown>('', 'Molanız başladı.', XSS[0], null)
    .map((m): Step => ({ action: { frame: notify('logout', m) }, effect: { kind: 'logout' }, label: `logout ${JSON.stringify(m)}` }));
  return fc.oneof(
    { weight: 6, arbitrary: good },
    { weight: 4, arbitrary: outsideTheContract },
    { weight: 3, arbitrary: brokenRecords },
    { weight: 1, arbitrary: logout },
  );
}

const caseArbitrary = fc.record({ initial: notificationPool([1, 2]), pool: notificationPool([3, 4, 5, 6]) }).chain(({ initial, pool }) =>
  fc.record({
    initial: fc.constant(initial),
    // One case in ten: the hub refuses the first handshake (the link cannot start; the player retries).
    refuseFirstHandshake: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
    steps: fc.array(stepArbitrary(pool), { minLength: 1, maxLength: 14 }),
  }),
);

// ---------------------------------------------------------------------------
// The page (its actors, not its views) with the stand-in hub and a stand-in server.

interface Page {
  actors: AppActors;
  hub: StandInHub;
  /** Per notification id, how many times it was announced. */
  announced: Map<number, number>;
  xstateErrors: unknown[];
  stop(): void;
}

const ok = (data: unknown) =>
  new Response(JSON.stringify({ success: true, message: '', data }), { status: 200, headers: { 'content-type': 'application/json' } });

function openPage(
  server: { balance: number; bonusBalance: number; notifications: Map<number, Notification> },
  refuseFirstHandshake: boolean,
): Page {
  const hub = new StandInHub();
  if (refuseFirstHandshake) hub.handshakeAnswer = `{"error":"refused"}${RS}`;
  StandInSocket.hub = hub;
  const storage = createStorage(memoryBackend());
  storage.write('authData', {
    token: 'tok',
    balance: server.balance,
    username: 'oyuncu1',
    usercode: '1',
    phone: '905551112233',
    smsVerified: true,
    fingerprint: 'fp',
  } as never);
  const announced = new Map<number, number>();
  const xstateErrors: unknown[] = [];
  const services: Services = {
    storage,
    initialBootstrap: null,
    language: 'en',
    i18n: createI18n('en', en),
    fingerprint: createFingerprintService({ storage, source: async () => 'fp' }),
    api: createApiClient({
      baseUrl: 'http://127.0.0.1/api/',
      getToken: () => storage.read('authData')?.token ?? null,
      getLocale: () => 'en',
      getFingerprint: () => 'fp',
      onUnauthorized: () => {},
      fetch: (async (input: Request) => {
        const path = new URL(input.url).pathname.replace(/^\/api\//, '');
        switch (path) {
          case 'user/balance':
            return ok({ balance: server.balance, bonusBalance: server.bonusBalance });
          case 'customer/notification':
            return ok([...server.notifications.values()].sort((a, b) => b.id - a.id));
          case 'auth/logout':
            return ok(null);
          case 'casino/favorites':
            return ok({ userFavoriteList: [] });
          default:
            return new Response(JSON.stringify({ success: false, message: 'not here' }), { status: 404 });
        }
      }) as typeof fetch,
    }),
    clock: {
      setTimeout: (fn, ms) => setTimeout(fn, ms),
      clearTimeout: (id) => clearTimeout(id as never),
      now: () => Date.now(),
    } as Services['clock'],
    celebrate: () => {},
    openLink: (options) => openRealtimeLink({ ...options, webSocket: StandInSocket }),
    page: { reload: () => {}, navigate: () => {}, setRootClass: () => {}, settled: async () => {} },
  };
  const inspect = (event: InspectionEvent) => {
    if (event.type !== '@xstate.event') return;
    const sent = event.event as { type: string; toast?: { id?: string } };
    if (sent.type === 'SHOW' && sent.toast?.id?.startsWith('notification-')) {
      const id = Number(sent.toast.id.slice('notification-'.length));
      announced.set(id, (announced.get(id) ?? 0) + 1);
    }
  };
  const actors = createAppActors(services, '/', inspect);
  const errorSubscription = (ref: AnyActorRef) => ref.subscribe({ error: (error) => xstateErrors.push(error) });
  const subscriptions = [actors.app, actors.session, actors.notifications, actors.toasts].map(errorSubscription);
  return {
    actors,
    hub,
    announced,
    xstateErrors,
    stop: () => {
      subscriptions.forEach((s) => s.unsubscribe());
      actors.app.stop();
      for (const socket of hub.sockets) socket.drop();
    },
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Waits (a few real milliseconds at a time) until `done`; false if it never is. */
async function settle(done: () => boolean, limitMs = 3_000): Promise<boolean> {
  const until = Date.now() + limitMs;
  while (Date.now() < until) {
    if (done()) return true;
    await tick();
  }
  return done();
}

const sessionOf = (page: Page) => page.actors.session.getSnapshot();
const linkOf = (page: Page) => sessionOf(page).context.link;
const loggedIn = (page: Page) => sessionOf(page).matches('loggedIn');

/** The link is up, or has given up (then the player's retry is pressed), or failed to start (retry too). */
async function linkUsable(page: Page): Promise<boolean> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const up = await settle(
      () =>
        !loggedIn(page) || (page.hub.live() !== null && linkOf(page) === 'connected') || ['disconnected', 'error'].includes(linkOf(page)),
    );
    if (!up) return false;
    if (!loggedIn(page) || linkOf(page) === 'connected') return true;
    page.actors.session.send({ type: 'LINK.RETRY' });
  }
  return false;
}

const busy = (page: Page): string[] => {
  const problems: string[] = [];
  const session = sessionOf(page);
  if (session.matches({ loggedIn: { balance: 'refreshing' } })) problems.push('balance refreshing');
  if (session.matches('loggingOut')) problems.push('logging out');
  const notifications = page.actors.notifications.getSnapshot();
  if (notifications.matches({ live: 'loading' }) || notifications.matches({ live: { ready: { sync: 'refreshing' } } }))
    problems.push('notifications loading');
  return problems;
};

describe('the page under generated hub frames', () => {
  it(`keeps the balance and the notifications right and never stays busy (${CASES} cases, seed ${SEED})`, async () => {
    console.info(`hub fuzz: seed ${SEED}, ${CASES} cases (FUZZ_SEED to replay, FUZZ_SCALE to scale)`);
    const uncaught: unknown[] = [];
    const onUnhandled = (reason: unknown) => uncaught.push(reason);
    process.on('unhandledRejection', onUnhandled);
    process.on('uncaughtException', onUnhandled);
    let frames = 0;
    try {
      await fc.assert(
        fc.asyncProperty(caseArbitrary, async ({ initial, refuseFirstHandshake, steps }) => {
          const server = { balance: 100, bonusBalance: 0, notifications: new Map(initial.map((n) => [n.id, n])) };
          const page = openPage(server, refuseFirstHandshake);
          const log: string[] = [];
          const fail = (why: string) => {
            throw new Error(`${why}\nsteps: ${log.join(' | ')}`);
          };
          try {
            if (!(await linkUsable(page))) fail('the link never came up');
            let ended = false;
            for (const step of steps) {
              log.push(step.label);
              frames += 1;
              if (!(await linkUsable(page))) fail(`the link did not come back (${linkOf(page)})`);
              const socket = page.hub.live()!;
              const { action, effect } = step;
              // The server's state changes with what it says (the real server's list and balance are the truth).
              if (effect.kind === 'balance') server.balance = effect.amount;
              if (effect.kind === 'bonusBalance') server.bonusBalance = effect.amount;
              if (effect.kind === 'notification') server.notifications.set(effect.notification.id, effect.notification);
              if ('frame' in action) {
                if (typeof action.frame === 'string' && action.frame.includes('"notification"') && action.frame.includes('"balance"')) {
                  // Two records in one frame: the notification in it is real too.
                  const first = JSON.parse(action.frame.split(RS)[0]!) as { arguments: [{ message: string }] };
                  const n = JSON.parse(first.arguments[0].message) as Notification;
                  server.notifications.set(n.id, n);
                }
                socket.deliver(action.frame);
              } else {
                socket.drop();
              }
              await tick();
              if (effect.kind === 'logout') {
                ended = true;
                break;
              }
            }
            if (ended) {
              if (!(await settle(() => sessionOf(page).matches('ended') || sessionOf(page).matches('reloading'))))
                fail(`the logout command did not end the session (${JSON.stringify(sessionOf(page).value)})`);
              expect(page.actors.notifications.getSnapshot().context.items).toEqual([]);
              return;
            }
            if (!(await linkUsable(page))) fail(`the link did not come back at the end (${linkOf(page)})`);
            if (!(await settle(() => busy(page).length === 0))) fail(`still busy: ${busy(page).join(', ')}`);
            // The balance: what the hub said last (and the server agrees).
            const session = sessionOf(page).context.session!;
            if (session.balance !== server.balance) fail(`balance ${session.balance}, the hub said ${server.balance}`);
            if ((session.bonusBalance ?? 0) !== server.bonusBalance)
              fail(`bonus balance ${session.bonusBalance}, the hub said ${server.bonusBalance}`);
            // Every notification the server holds is listed, once.
            const ids = page.actors.notifications.getSnapshot().context.items.map((n) => n.id);
            if (new Set(ids).size !== ids.length) fail(`a notification listed twice: ${ids.join(',')}`);
            const expected = [...server.notifications.keys()].sort();
            if ([...ids].sort().join(',') !== expected.join(','))
              fail(`listed ${[...ids].sort().join(',')}, the server holds ${expected.join(',')}`);
            for (const [id, times] of page.announced) if (times > 1) fail(`notification ${id} announced ${times} times`);
            if (page.xstateErrors.length > 0) fail(`an actor failed: ${String(page.xstateErrors[0])}`);
            if (uncaught.length > 0) fail(`uncaught: ${String(uncaught[0])}`);
          } finally {
            page.stop();
            await tick();
          }
        }),
        { seed: SEED, numRuns: CASES, endOnFailure: true },
      );
    } finally {
      process.off('unhandledRejection', onUnhandled);
      process.off('uncaughtException', onUnhandled);
    }
    expect(uncaught).toEqual([]);
    console.info(`hub fuzz: ${CASES} cases, ${frames} frames and faults`);
  }, 600_000);
});
