import { limitsEditorMachine } from '../../../machines/limitsEditor.machine';
import { parseLimitDraft, type PlayerLimits } from '../../../src/api/responsibleGaming';
import { defineModel } from '../model';
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
};
const set: PlayerLimits = { ...none, limits: [limit('deposit', 'day', 500), limit('session', 'day', 60)] };

export const limitsEditorModel = defineModel({
  id: 'limitsEditor',
  machine: limitsEditorMachine,
  inputs: [{ name: 'opened', input: undefined }],
  events: [
    { type: 'xstate.done.actor.fetchLimits', output: none } as never,
    { type: 'xstate.done.actor.fetchLimits', output: set } as never,
    { type: 'xstate.error.actor.fetchLimits', error: networkError } as never,
    { type: 'RETRY' },
    { type: 'EDIT', kind: 'deposit', period: 'day' },
    { type: 'EDIT', kind: 'session', period: 'day' },
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
    { type: 'xstate.done.actor.saveRealityCheck', output: { success: true, message: 'Hatırlatma ayarınız kaydedildi.', data: { ...set, realityCheckMinutes: 30 } } } as never,
    { type: 'xstate.done.actor.saveRealityCheck', output: { success: false, message: 'Geçersiz istek.' } } as never,
    { type: 'xstate.error.actor.saveRealityCheck', error: networkError } as never,
  ],
  project: (snapshot) => ({
    set: snapshot.context.limits?.limits.some((l) => l.amount !== null) ?? null,
    editing: snapshot.context.editing?.kind ?? null,
    draftValid: snapshot.context.editing ? parseLimitDraft(snapshot.context.editing.kind, snapshot.context.draft) !== null : null,
  }),
});
