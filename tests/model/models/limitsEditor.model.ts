import { limitsEditorMachine } from '../../../machines/limitsEditor.machine';
import type { PlayerLimits } from '../../../contract/responsibleGaming';
import { parseLimitDraft } from '../../../domain/limits';
import { defineModel, defineOracle } from '../model';
import { sent } from '../replay';
import { networkError } from './fixtures';

const limit = (kind: 'deposit' | 'loss' | 'session', period: 'day' | 'week' | 'month', amount: number | null) => ({
  kind,
  period,
  amount,
  pending: null,
  used: 0,
  remaining: amount,
  resetsAt: '2026-11-21T21:00:00.000Z',
});
const none: PlayerLimits = {
  limits: [limit('deposit', 'day', null), limit('session', 'day', null)],
  realityCheckMinutes: 0,
  hasDeposited: false,
  session: { startedAt: '2026-11-21T10:00:00.000Z', net: 0 },
  selfExclusion: null,
};
// The week's deposit limit first: editing the day's finds the day's.
const set: PlayerLimits = { ...none, limits: [limit('deposit', 'week', 2000), limit('deposit', 'day', 500), limit('session', 'day', 60)] };
// The third review of issue 32: a self-exclusion that runs, one whose time is over, and one the player asked to return from.
const excluded: PlayerLimits = { ...none, selfExclusion: { state: 'running', until: '2027-05-21T10:00:00.000Z', reopensAt: null } };
const ended: PlayerLimits = { ...none, selfExclusion: { state: 'ended', until: '2026-11-20T10:00:00.000Z', reopensAt: null } };
const returning: PlayerLimits = {
  ...none,
  selfExclusion: { state: 'returning', until: '2026-11-20T10:00:00.000Z', reopensAt: '2026-11-22T10:00:00.000Z' },
};

type At = 'loading' | 'failed' | 'viewing' | 'editing' | 'saving' | 'savingRealityCheck' | 'confirmingReturn' | 'askingToReturn';
interface Limit {
  kind: string;
  period: string;
}
interface Model {
  at: At;
  limits: PlayerLimits | null;
  editing: Limit | null;
  draft: string;
  amount: number | null;
  realityCheck: number;
  returnPassword: string;
}
/**
 * What a typed amount stands for (issue 8): money in lira with up to two
 * decimals ('1500,50'), the session in whole minutes; anything else is no
 * amount, and Save waits.
 */
const AMOUNTS: Record<string, Record<string, number | null>> = {
  deposit: { '': null, '500': 500, '1500,50': 1500.5, '90': 90, abc: null },
  // A loss limit is money, as a deposit limit is.
  loss: { '': null, '500': 500, '1500,50': 1500.5, '90': 90, abc: null },
  session: { '': null, '60': 60, '1500,50': null, '90': 90, abc: null },
};
const READY: At[] = ['viewing', 'editing', 'saving', 'savingRealityCheck', 'confirmingReturn', 'askingToReturn'];
const valueOf = (at: At) => (READY.includes(at) ? { ready: at } : at);
const amountInForce = (model: Model, limit: Limit) =>
  model.limits?.limits.find((l) => l.kind === limit.kind && l.period === limit.period)?.amount ?? null;

/**
 * The responsible-gaming page (issue 8): the limits, one edited at a time
 * from its amount in force; Save sends a valid amount, Remove only a limit
 * that is set; the server's answer is shown and its limits kept; a refusal
 * or failure keeps the edit open; the reality-check interval is saved and
 * the running reality check told.
 *
 * The end of a self-exclusion (the third review of issue 32; UKGC LCCP SR
 * code 3.5.3): only a self-exclusion whose time is over and that the player
 * has not yet asked about offers the return; it is confirmed with the
 * password (nothing is sent without one) and sends that password; the
 * server's answer (the limits with when the account reopens) is kept and its
 * message said; a refusal clears the password and says why, a failure keeps
 * it; Cancel changes nothing.
 */
const oracle = defineOracle<Model>({
  start: () => ({
    state: { at: 'loading', limits: null, editing: null, draft: '', amount: null, realityCheck: 0, returnPassword: '' },
    value: 'loading',
    // The activity statement starts with the page, beside the limits (issue 33, item 8).
    invokes: [{ src: 'activity' }, { src: 'fetchLimits' }],
    context: { limits: null, editing: null, draft: '', amount: null, realityCheck: 0, returnPassword: '' },
  }),
  step(model, event) {
    const expect = (
      next: Model,
      effects: Array<{ type: string; params?: unknown }> = [],
      invokes: Array<{ src: string; input?: unknown }> = [],
    ) => ({
      state: next,
      value: valueOf(next.at),
      effects,
      invokes,
      context: {
        limits: next.limits,
        editing: next.editing,
        draft: next.draft,
        amount: next.amount,
        realityCheck: next.realityCheck,
        returnPassword: next.returnPassword,
      },
    });
    const stopped = { editing: null, draft: '', amount: null };
    const answer = () => (event as unknown as { output: { success: boolean; message: string; data?: PlayerLimits } }).output;
    const failure = () => ({ type: 'showFailure', params: { error: (event as unknown as { error: unknown }).error } });
    const send = (amount: number | null) =>
      expect({ ...model, at: 'saving', amount }, [], [{ src: 'saveLimit', input: { ...model.editing!, amount } }]);
    switch (event.type) {
      case 'xstate.done.actor.fetchLimits':
        return expect({ ...model, at: 'viewing', limits: (event as unknown as { output: PlayerLimits }).output });
      case 'xstate.error.actor.fetchLimits':
        return expect({ ...model, at: 'failed' });
      case 'RETRY':
        return model.at === 'failed' ? expect({ ...model, at: 'loading' }, [], [{ src: 'fetchLimits' }]) : expect(model);
      case 'EDIT': {
        if (model.at !== 'viewing') return expect(model);
        const { kind, period } = event as unknown as Limit;
        const current = amountInForce(model, { kind, period });
        return expect({ ...model, at: 'editing', editing: { kind, period }, draft: current === null ? '' : String(current) });
      }
      case 'CHANGE':
        return model.at === 'editing' ? expect({ ...model, draft: (event as unknown as { value: string }).value }) : expect(model);
      case 'SAVE': {
        const amount = model.at === 'editing' ? AMOUNTS[model.editing!.kind]![model.draft] : null;
        return amount === null || amount === undefined ? expect(model) : send(amount);
      }
      case 'REMOVE':
        return model.at === 'editing' && amountInForce(model, model.editing!) !== null ? send(null) : expect(model);
      case 'CANCEL':
        return model.at === 'editing' ? expect({ ...model, ...stopped, at: 'viewing' }) : expect(model);
      case 'SET_REALITY_CHECK': {
        if (model.at !== 'viewing') return expect(model);
        const { minutes } = event as unknown as { minutes: number };
        return expect({ ...model, at: 'savingRealityCheck', realityCheck: minutes }, [], [{ src: 'saveRealityCheck', input: { minutes } }]);
      }
      case 'xstate.done.actor.saveLimit': {
        const { success, message, data } = answer();
        if (!success) return expect({ ...model, at: 'editing' }, [{ type: 'showRefusal', params: { message } }]);
        // The activity statement beside the limits reads them afresh (issue 33, item 8).
        return expect({ ...model, ...stopped, at: 'viewing', limits: data! }, [
          sent('activity', { type: 'REFRESH' }),
          { type: 'announce', params: { message } },
        ]);
      }
      case 'xstate.error.actor.saveLimit':
        return expect({ ...model, at: 'editing' }, [failure()]);
      case 'xstate.done.actor.saveRealityCheck': {
        const { success, message, data } = answer();
        if (!success) return expect({ ...model, at: 'viewing' }, [{ type: 'showRefusal', params: { message } }]);
        return expect({ ...model, at: 'viewing', limits: data! }, [
          sent('realityCheck', { type: 'FORWARD', event: { type: 'SET_INTERVAL', minutes: model.realityCheck } }),
          { type: 'announce', params: { message } },
        ]);
      }
      case 'xstate.error.actor.saveRealityCheck':
        return expect({ ...model, at: 'viewing' }, [failure()]);
      case 'ASK_TO_RETURN':
        return model.at === 'viewing' && model.limits?.selfExclusion?.state === 'ended'
          ? expect({ ...model, at: 'confirmingReturn' })
          : expect(model);
      case 'CHANGE_RETURN_PASSWORD':
        return model.at === 'confirmingReturn'
          ? expect({ ...model, returnPassword: (event as unknown as { value: string }).value })
          : expect(model);
      case 'CONFIRM_RETURN':
        if (model.at !== 'confirmingReturn' || model.returnPassword === '') return expect(model);
        return expect({ ...model, at: 'askingToReturn' }, [], [{ src: 'askToReturn', input: { password: model.returnPassword } }]);
      case 'CANCEL_RETURN':
        return model.at === 'confirmingReturn' ? expect({ ...model, at: 'viewing', returnPassword: '' }) : expect(model);
      case 'xstate.done.actor.askToReturn': {
        const { success, message, data } = answer();
        if (!success)
          return expect({ ...model, at: 'confirmingReturn', returnPassword: '' }, [{ type: 'showRefusal', params: { message } }]);
        return expect({ ...model, at: 'viewing', limits: data!, returnPassword: '' }, [{ type: 'announce', params: { message } }]);
      }
      case 'xstate.error.actor.askToReturn':
        return expect({ ...model, at: 'confirmingReturn' }, [failure()]);
      default:
        throw new Error(`the limits editor model has no rule for ${event.type}`);
    }
  },
});

export const limitsEditorModel = defineModel({
  id: 'limitsEditor',
  machine: limitsEditorMachine,
  // Saving a limit or the interval: the forms wait.
  tags: { busy: ['limitsEditor.ready.saving', 'limitsEditor.ready.savingRealityCheck'] },
  inputs: [{ name: 'opened', input: undefined }],
  events: [
    { type: 'xstate.done.actor.fetchLimits', output: none } as never,
    { type: 'xstate.done.actor.fetchLimits', output: set } as never,
    { type: 'xstate.done.actor.fetchLimits', output: excluded } as never,
    { type: 'xstate.done.actor.fetchLimits', output: ended } as never,
    { type: 'xstate.done.actor.fetchLimits', output: returning } as never,
    { type: 'xstate.error.actor.fetchLimits', error: networkError } as never,
    { type: 'RETRY' },
    { type: 'EDIT', kind: 'deposit', period: 'day' },
    { type: 'EDIT', kind: 'session', period: 'day' },
    // A limit the list does not hold (never set): edited from empty.
    { type: 'EDIT', kind: 'loss', period: 'month' },
    { type: 'CHANGE', value: '1500,50' },
    { type: 'CHANGE', value: '90' },
    { type: 'CHANGE', value: 'abc' },
    { type: 'SAVE' },
    { type: 'REMOVE' },
    { type: 'CANCEL' },
    { type: 'SET_REALITY_CHECK', minutes: 30 },
    { type: 'xstate.done.actor.saveLimit', output: { success: true, message: 'Sınırınız hemen geçerli oldu.', data: set } } as never,
    { type: 'xstate.done.actor.saveLimit', output: { success: false, message: 'Geçersiz istek.' } } as never,
    { type: 'xstate.error.actor.saveLimit', error: networkError } as never,
    {
      type: 'xstate.done.actor.saveRealityCheck',
      output: { success: true, message: 'Hatırlatma ayarınız kaydedildi.', data: { ...set, realityCheckMinutes: 30 } },
    } as never,
    { type: 'xstate.done.actor.saveRealityCheck', output: { success: false, message: 'Geçersiz istek.' } } as never,
    { type: 'xstate.error.actor.saveRealityCheck', error: networkError } as never,
    { type: 'ASK_TO_RETURN' },
    { type: 'CHANGE_RETURN_PASSWORD', value: 'secret1' },
    { type: 'CHANGE_RETURN_PASSWORD', value: '' },
    { type: 'CONFIRM_RETURN' },
    { type: 'CANCEL_RETURN' },
    {
      type: 'xstate.done.actor.askToReturn',
      output: { success: true, message: 'İsteğiniz alındı: hesabınız 22.11.2026 13:00 tarihinde yeniden açılır.', data: returning },
    } as never,
    { type: 'xstate.done.actor.askToReturn', output: { success: false, message: 'Şifreniz hatalı.' } } as never,
    { type: 'xstate.error.actor.askToReturn', error: networkError } as never,
  ],
  project: (snapshot) => ({
    set: snapshot.context.limits?.limits.some((l) => l.amount !== null) ?? null,
    editing: snapshot.context.editing?.kind ?? null,
    draftValid: snapshot.context.editing ? parseLimitDraft(snapshot.context.editing.kind, snapshot.context.draft) !== null : null,
    // An amount kept from a refused save: a removal after it must still send none.
    amountKept: snapshot.context.amount !== null,
    // The page's self-exclusion (none, running, ended, returning) and whether a return password is typed.
    selfExclusion: snapshot.context.limits?.selfExclusion?.state ?? null,
    returnPassword: Boolean(snapshot.context.returnPassword),
  }),
  oracle,
  // The reality check's slot, which hands the new interval to the running check.
  system: { realityCheck: {} },
});
