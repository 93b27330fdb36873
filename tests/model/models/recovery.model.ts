import type { EventObject } from 'xstate';
import { recoveryMachine } from '../../../machines/recovery.machine';
import { defineModel, defineOracle } from '../model';
import { callOutcomes } from './fixtures';

type Field = 'username' | 'code' | 'password' | 'password2';
type Step = 'username' | 'code' | 'newPassword' | 'done';
type Busy = 'sendingCode' | 'checkingCode' | 'changing';
interface Model {
  at: Step | Busy | 'toLogin';
  fields: Record<Field, string>;
  notice: { text: string } | { key: string } | null;
}
type Outcome = EventObject & { output?: { success: boolean; message: string }; error?: unknown };

const size = (text: string, min: number, max: number) => text.length >= min && text.length <= max;
/**
 * Spec section 5, with docs/decisions/spec-readings.md's reading: the username 2 to 30
 * (sign-up's usernames, trimmed), the code 3 to 20 (trimmed), the passwords
 * at least 5 and equal.
 */
const usernameOk = (f: Record<Field, string>) => size(f.username.trim(), 2, 30);
const codeOk = (f: Record<Field, string>) => usernameOk(f) && size(f.code.trim(), 3, 20);
const passwordsOk = (f: Record<Field, string>) =>
  codeOk(f) && size(f.password, 5, 100) && size(f.password2, 5, 100) && f.password === f.password2;

/** Each step: what it checks before it sends, what it sends, where success and failure lead. */
const STEPS: Record<
  Step,
  { valid?: (f: Record<Field, string>) => boolean; busy?: Busy; src?: string; input?: (f: Record<Field, string>) => unknown; next?: Step }
> = {
  username: { valid: usernameOk, busy: 'sendingCode', src: 'sendResetCode', input: (f) => ({ username: f.username.trim() }), next: 'code' },
  code: {
    valid: codeOk,
    busy: 'checkingCode',
    src: 'checkResetCode',
    input: (f) => ({ username: f.username.trim(), code: f.code.trim() }),
    next: 'newPassword',
  },
  newPassword: {
    valid: passwordsOk,
    busy: 'changing',
    src: 'changePassword',
    input: (f) => ({ username: f.username.trim(), code: f.code.trim(), password: f.password, password2: f.password2 }),
    next: 'done',
  },
  done: {},
};
const stepOf = (busy: Busy): Step => (Object.keys(STEPS) as Step[]).find((step) => STEPS[step].busy === busy)!;

/**
 * Spec sections 2, 4 and 8: four steps; each sends only when its fields are
 * valid, carrying the username and code forward; success moves on with the
 * server's message as a success toast; a refusal keeps the step with the
 * server's message as an error notice (not a toast), a failure with the
 * network's; typing clears the notice; one second after the last step the
 * login form opens.
 */
const oracle = defineOracle<Model>({
  start: () => ({
    state: { at: 'username', fields: { username: '', code: '', password: '', password2: '' }, notice: null },
    value: 'username',
    context: { username: '', code: '', password: '', password2: '', notice: null },
  }),
  step(model, event: Outcome) {
    const at = (next: Model, extra: object = {}) => ({ state: next, value: next.at, context: { notice: next.notice }, ...extra });
    switch (event.type) {
      case 'CHANGE': {
        if (!(model.at in STEPS) || model.at === 'done') return at(model);
        const { field, value } = event as unknown as { field: Field; value: string };
        return at({ ...model, fields: { ...model.fields, [field]: value }, notice: null });
      }
      case 'SUBMIT': {
        const step = STEPS[model.at as Step];
        if (!step?.busy || !step.valid!(model.fields)) return at(model);
        return at({ ...model, at: step.busy, notice: null }, { invokes: [{ src: step.src, input: step.input!(model.fields) }] });
      }
      default: {
        const done = /^xstate\.done\.actor\.(\w+)$/.exec(event.type);
        const failed = /^xstate\.error\.actor\.(\w+)$/.exec(event.type);
        if (event.type.startsWith('xstate.after.') && model.at === 'done') return at({ ...model, at: 'toLogin' });
        const from = stepOf(model.at as Busy);
        if (done && event.output!.success)
          return at(
            { ...model, at: STEPS[from].next! },
            { effects: [{ type: 'showSuccess', params: { message: event.output!.message } }] },
          );
        if (done) return at({ ...model, at: from, notice: { text: event.output!.message } });
        if (failed) return at({ ...model, at: from, notice: { key: 'errors.network' } });
        throw new Error(`the recovery model has no rule for ${event.type}`);
      }
    }
  },
});

export const recoveryModel = defineModel({
  id: 'recovery',
  machine: recoveryMachine,
  // Each step's call on its way: the form waits.
  tags: { busy: ['recovery.sendingCode', 'recovery.checkingCode', 'recovery.changing'] },
  inputs: [{ name: 'step 1', input: undefined }],
  events: [
    // The spec's timers, each where it runs (the model's own list: a machine that lost one is asked about it).
    { type: 'xstate.after.toLogin.recovery.done' } as never,
    { type: 'CHANGE', field: 'username', value: 'demo' },
    { type: 'CHANGE', field: 'username', value: ' demo ' },
    { type: 'CHANGE', field: 'username', value: 'x' },
    // Pasted from the SMS with spaces around it: sent trimmed.
    { type: 'CHANGE', field: 'code', value: ' 123456 ' },
    { type: 'CHANGE', field: 'code', value: '12' },
    { type: 'CHANGE', field: 'password', value: 'newpass1' },
    { type: 'CHANGE', field: 'password2', value: 'newpass1' },
    { type: 'CHANGE', field: 'password2', value: 'newpass2' },
    { type: 'SUBMIT' },
    ...callOutcomes('sendResetCode'),
    ...callOutcomes('checkResetCode'),
    ...callOutcomes('changePassword'),
  ],
  // What the flow carries forward, and whether a notice shows; not every keystroke.
  project: (s) => ({
    username: s.context.username,
    code: s.context.code,
    // Each field separately: merging them would hide the state where both are set.
    password: s.context.password !== '',
    same: s.context.password === s.context.password2,
    notice: s.context.notice !== null,
  }),
  oracle,
  finals: ['toLogin'],
  invariants: {
    // A step is left only by its own call's success: the username and code are never lost on the way.
    'recovery.checkingCode': (s) =>
      usernameOk(s.context) && codeOk(s.context) ? undefined : 'checking a code without a valid username and code',
    'recovery.changing': (s) => (passwordsOk(s.context) ? undefined : 'changing the password with invalid fields'),
  },
  simplePaths: false,
});
