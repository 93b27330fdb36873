// @vitest-environment node
// Flow fuzzing (issue 19): the real flows (the machines with their src/app
// effects, as the page runs them) get generated bad answers for every call
// they make. After each case: nothing thrown or left unhandled; the flow is
// not left waiting on a call (no endless spinner); and when an answer was
// bad, the player was told something (a toast, an error state, a notice, or
// the session's logout on a 401).
import fc from 'fast-check';
import { createActor, fromCallback, setup, type AnyActorLogic, type AnyActorRef } from 'xstate';
import { describe, expect, it } from 'vitest';
import { toastsMachine } from '../../../machines/toasts.machine';
import { createApiClient } from '../../../src/api/client';
import { PaymentType } from '../../../contract/enums';
import type { Services } from '../../../src/app/services';
import { createFlow as createAccountProfileFlow } from '../../../src/app/flows/accountProfile';
import { createFlow as createCallRequestFlow } from '../../../src/app/flows/callRequest';
import { createFlow as createChangePasswordFlow } from '../../../src/app/flows/changePassword';
import { createFlow as createClaimBonusFlow } from '../../../src/app/flows/claimBonus';
import { createFlow as createHistoryFlow } from '../../../src/app/flows/historyList';
import { createFlow as createLimitsEditorFlow } from '../../../src/app/flows/limitsEditor';
import { createFlow as createLoginFlow } from '../../../src/app/flows/login';
import { createFlow as createPaymentFlow } from '../../../src/app/flows/payment';
import { createFlow as createPaymentMethodsFlow } from '../../../src/app/flows/paymentMethods';
import { createFlow as createPromotionsFlow } from '../../../src/app/flows/promotions';
import { createFlow as createRecoveryFlow } from '../../../src/app/flows/recovery';
import { en } from '../../../src/i18n/en';
import { createFingerprintService } from '../../../src/platform/fingerprint';
import { createI18n } from '../../../src/platform/i18n';
import { createStorage, memoryBackend } from '../../../src/platform/storage';
import { fuzzCases } from '../../support/fuzzScale';

const SEED = Number(process.env.FUZZ_SEED ?? 1902);
const CASES = fuzzCases(3_000);
const XSS = '<img src=x onerror=alert(1)>';

/** One answer the fake network gives: a status and a body (or a network failure). */
interface Reply {
  status: number;
  body: string;
}

const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, true, 0, -1, '', XSS, '12.50', [], {}, [null], 'x'.repeat(5_000)),
  fc.jsonValue({ maxDepth: 2 }),
);
const reply: fc.Arbitrary<Reply> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      status: fc.constant(200),
      body: fc
        .record(
          { success: fc.boolean(), message: fc.oneof(fc.string({ maxLength: 30 }), fc.constant(XSS)), data: anyValue },
          { requiredKeys: [] },
        )
        .map((b) => JSON.stringify(b)),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      status: fc.constantFrom(400, 401, 403, 404, 409, 429, 500, 502, 503),
      body: fc.constantFrom('', '{"success":false,"message":"Hayır"}', '<html>error</html>'),
    }),
  },
  { weight: 1, arbitrary: fc.record({ status: fc.constant(200), body: fc.constantFrom('', '{', 'null', '[]', '"x"') }) },
  { weight: 1, arbitrary: fc.constant({ status: -1, body: '' }) },
);

interface Harness {
  root: AnyActorRef;
  flow: () => AnyActorRef;
  toasts: () => number;
  unauthorized: () => number;
  /** The answers the flow's calls got, with the call's path. */
  consumed: { path: string; reply: Reply }[];
  /** Calls sent and not yet answered. */
  inFlight: () => number;
}

/** The flow inside a root that also runs the toasts (as the page does) and a session that records what it is told. */
function harness(makeFlow: (services: Services) => AnyActorLogic, input: unknown, answers: Reply[]): Harness {
  let unauthorized = 0;
  let next = 0;
  const consumed: Harness['consumed'] = [];
  let inFlight = 0;
  const storage = createStorage(memoryBackend());
  storage.write('authData', {
    token: 'tok',
    balance: 10,
    username: 'oyuncu1',
    usercode: '1',
    phone: '905551112233',
    smsVerified: true,
    fingerprint: 'fp',
  } as never);
  const services = {
    storage,
    language: 'en',
    i18n: createI18n('en', en),
    fingerprint: createFingerprintService({ storage, source: async () => 'fp' }),
    api: createApiClient({
      baseUrl: 'http://127.0.0.1/api/',
      getToken: () => 'tok',
      getLocale: () => 'en',
      getFingerprint: () => 'fp',
      onUnauthorized: () => (unauthorized += 1),
      timeoutMs: 1_000,
      fetch: (async (request: Request) => {
        const answer = answers[next++ % answers.length]!;
        consumed.push({ path: new URL(request.url).pathname.replace('/api/', ''), reply: answer });
        inFlight += 1;
        try {
          await new Promise((r) => setTimeout(r, 0));
          if (answer.status === -1) throw new TypeError('Failed to fetch');
          return new Response(answer.body, { status: answer.status });
        } finally {
          inFlight -= 1;
        }
      }) as typeof fetch,
    }),
    celebrate: () => {},
    liveChat: { open: (unavailable: () => void) => unavailable() },
    openLink: () => () => {},
    clock: { now: () => Date.now(), setTimeout, clearTimeout },
    page: { reload: () => {}, navigate: () => {}, setRootClass: () => {}, settled: async () => {} },
  } as unknown as Services;
  const root = createActor(
    setup({
      actors: {
        toasts: toastsMachine,
        session: fromCallback(({ receive }) => receive((event) => event.type === 'UNAUTHORIZED' && (unauthorized += 1))),
        flow: makeFlow(services),
      },
    }).createMachine({
      invoke: [
        { src: 'toasts', systemId: 'toasts' },
        { src: 'session', systemId: 'session' },
        { id: 'flow', src: 'flow', input },
      ],
    }),
  ).start();
  return {
    root,
    flow: () => root.getSnapshot().children.flow as AnyActorRef,

    toasts: () => ((root.system.get('toasts') as AnyActorRef).getSnapshot().context.toasts as unknown[]).length,
    unauthorized: () => unauthorized,
    consumed,
    inFlight: () => inFlight,
  };
}

/** The names our machines give states that wait on a call: the page shows a spinner there. */
const BUSY =
  /^(loading|sending|submitting|fetching|saving|claiming|checking|registering|requesting|refreshing|changing|confirming|verifying|launching)/;

function busyStates(value: unknown): string[] {
  if (typeof value === 'string') return BUSY.test(value) ? [value] : [];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => [
    ...(BUSY.test(key) && child && typeof child === 'object' && Object.keys(child).length === 0 ? [key] : []),
    ...busyStates(child),
  ]);
}

/** True while the flow (or a flow it runs) is in a state that waits on a call. */
function waitingOnACall(actor: AnyActorRef | undefined): boolean {
  if (!actor) return false;
  const snapshot = actor.getSnapshot() as { status: string; value?: unknown; children?: Record<string, AnyActorRef> };
  if (snapshot.status !== 'active') return false;
  if (busyStates(snapshot.value).length > 0) return true;
  return Object.values(snapshot.children ?? {}).some((child) => 'value' in (child.getSnapshot() as object) && waitingOnACall(child));
}

/** What the player sees as an error, beside toasts: an error state or a notice in the flow. */
function showsTrouble(actor: AnyActorRef | undefined): boolean {
  if (!actor) return false;
  const snapshot = actor.getSnapshot() as {
    value?: unknown;
    context?: Record<string, unknown>;
    status: string;
    children?: Record<string, AnyActorRef>;
  };
  if (snapshot.status !== 'active') return false;
  if (/fail|error|refused|unavailable/i.test(JSON.stringify(snapshot.value ?? ''))) return true;
  if (snapshot.context && 'notice' in snapshot.context && snapshot.context.notice) return true;
  return Object.values(snapshot.children ?? {}).some(showsTrouble);
}

interface Scenario {
  name: string;
  flow: (services: Services) => AnyActorLogic;
  input?: unknown;
  /** What the player does to make the flow call (after it has started). */
  act?: (flow: AnyActorRef) => void;
  /** Calls whose failure is silent by design (an offer beside the list, not made when it cannot be read). */
  silent?: string[];
}

const SCENARIOS: Scenario[] = [
  {
    name: 'login',
    flow: createLoginFlow,
    act: (flow) => {
      flow.send({ type: 'CHANGE', field: 'username', value: 'oyuncu1' });
      flow.send({ type: 'CHANGE', field: 'password', value: 'secret1' });
      flow.send({ type: 'SUBMIT' });
    },
  },
  {
    name: 'change password',
    flow: createChangePasswordFlow,
    act: (flow) => {
      flow.send({ type: 'CHANGE', field: 'oldPassword', value: 'secret1' });
      flow.send({ type: 'CHANGE', field: 'password', value: 'secret2' });
      flow.send({ type: 'CHANGE', field: 'confirmPassword', value: 'secret2' });
      flow.send({ type: 'SUBMIT' });
    },
  },
  {
    name: 'recovery',
    flow: createRecoveryFlow,
    act: (flow) => {
      flow.send({ type: 'CHANGE', field: 'username', value: 'oyuncu1' });
      flow.send({ type: 'SUBMIT' });
    },
  },
  {
    name: 'call request',
    flow: createCallRequestFlow,
    input: { username: 'oyuncu1' },
    act: (flow) => {
      flow.send({ type: 'CHANGE', field: 'name', value: 'Ayşe Yılmaz' });
      flow.send({ type: 'CHANGE', field: 'username', value: 'oyuncu1' });
      flow.send({ type: 'CHANGE', field: 'message', value: 'Lütfen arayın' });
      flow.send({ type: 'SET_SLOT', slot: '10:30-11:30' });
      flow.send({ type: 'CHANGE_CONTACT', index: 0, contactType: 1, contact: '905551112233' });
      flow.send({ type: 'SUBMIT' });
    },
  },
  { name: 'bonuses to claim', flow: createClaimBonusFlow, act: (flow) => flow.send({ type: 'CLAIM', id: 1 }) },
  { name: 'financial activities', flow: createHistoryFlow, input: { kind: 'financialActivities' } },
  { name: 'bonus history', flow: createHistoryFlow, input: { kind: 'bonusHistory' } },
  { name: 'promotions', flow: createPromotionsFlow },
  { name: 'account', flow: createAccountProfileFlow },
  { name: 'responsible gaming', flow: createLimitsEditorFlow },
  {
    name: 'deposit methods',
    flow: (s) => createPaymentMethodsFlow(s),
    input: { type: PaymentType.Deposit, limitOffer: true },
    silent: ['customer/limits'],
  },
  {
    name: 'withdraw form',
    flow: createPaymentFlow,
    input: { id: 12, type: PaymentType.Withdraw, title: 'Papara', minAmount: 50, maxAmount: 25_000 },
    act: (flow) => flow.send({ type: 'SUBMIT' }),
  },
];

describe('flow fuzzing: the real flows get bad answers', () => {
  it(`${CASES} generated cases over ${SCENARIOS.length} flows: never stuck on a call, never silent about a bad answer`, async () => {
    console.log(
      `[fuzz] flow answers: seed ${SEED}, ${CASES} cases (replay: FUZZ_SEED=${SEED} npx vitest run --project unit tests/unit/fuzz)`,
    );
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    let ran = 0;
    let told = 0;
    try {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...SCENARIOS), fc.array(reply, { minLength: 1, maxLength: 4 }), async (scenario, answers) => {
          ran += 1;
          const h = harness(scenario.flow, scenario.input, answers);
          try {
            // The flow's first calls (a list, the fields) settle, then the player acts.
            const alive = (what: string) =>
              expect(
                h.flow(),
                `${scenario.name}: the flow stopped with an error ${what} (an unhandled failure; answers ${JSON.stringify(h.consumed).slice(0, 300)})`,
              ).toBeDefined();
            const settled = async (what: string) => {
              alive(what);
              for (let i = 0; i < 1500 && (h.inFlight() > 0 || waitingOnACall(h.flow())); i++) await new Promise((r) => setTimeout(r, 1));
              // The answer's way back (the client's parse, the actor's done event) takes a few turns more.
              for (let i = 0; i < 3; i++) await new Promise((r) => setTimeout(r, 0));
              alive(what);
              const state = JSON.stringify((h.flow().getSnapshot() as { value?: unknown }).value);
              expect(
                h.inFlight() === 0 && !waitingOnACall(h.flow()),
                `${scenario.name}: still waiting ${what} (state ${state}; answers ${JSON.stringify(h.consumed).slice(0, 300)})`,
              ).toBe(true);
            };
            await settled('after start');
            if (scenario.act && (h.flow().getSnapshot() as { status: string }).status === 'active') scenario.act(h.flow());
            await settled('after the player acted');
            // Toasts are told after the step that asks for them.
            await new Promise((r) => setTimeout(r, 0));
            // Only answers the flow asked for count; a call whose failure is silent by design does not.
            const met = h.consumed.filter((c) => !scenario.silent?.includes(c.path));
            const bad = met.some(({ reply: a }) => a.status !== 200 || !/"success":true/.test(a.body));
            const said = h.toasts() > 0 || showsTrouble(h.flow()) || h.unauthorized() > 0;
            if (bad) {
              expect(said, `${scenario.name}: a bad answer left the player with nothing said (${JSON.stringify(met).slice(0, 400)})`).toBe(
                true,
              );
              told += 1;
            }
          } finally {
            h.root.stop();
          }
        }),
        { seed: SEED, numRuns: CASES },
      );
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
    expect(unhandled).toEqual([]);
    console.log(`[fuzz] flow answers: ${ran} cases; bad answers told to the player: ${told}`);
  }, 600_000);
});
