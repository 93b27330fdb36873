import type { EventObject } from 'xstate';
import { changePasswordMachine } from '../../../machines/changePassword.machine';
import { defineModel, defineOracle } from '../model';
import { networkError } from './fixtures';

type Field = 'oldPassword' | 'password' | 'confirmPassword';
type Form = Record<Field, string>;
const EMPTY: Form = { oldPassword: '', password: '', confirmPassword: '' };

/** Spec section 5: each field at least 5 characters, the new password confirmed. */
const validForm = (form: Form) => form.oldPassword.length >= 5 && form.password.length >= 5 && form.confirmPassword === form.password;

interface Model {
  at: 'editing' | 'submitting';
  form: Form;
}
type Outcome = EventObject & { output?: { success: boolean; message: string }; error?: unknown };

/**
 * Spec sections 4 and 8: a valid form is sent as typed; success shows the
 * server's message and empties the form; a refusal shows its message and
 * keeps what was typed; a failure says so.
 */
const oracle = defineOracle<Model>({
  start: () => ({ state: { at: 'editing', form: EMPTY }, value: 'editing', context: EMPTY }),
  step(model, event: Outcome) {
    switch (event.type) {
      case 'CHANGE': {
        const { field, value } = event as unknown as { field: Field; value: string };
        return { state: { ...model, form: { ...model.form, [field]: value } }, value: model.at };
      }
      case 'SUBMIT':
        if (model.at !== 'editing' || !validForm(model.form)) return { state: model, value: model.at };
        return { state: { ...model, at: 'submitting' }, value: 'submitting', invokes: [{ src: 'submitChange', input: model.form }] };
      case 'xstate.done.actor.submitChange':
        return event.output!.success
          ? // The form is emptied: no password stays on screen after the change.
            {
              state: { at: 'editing', form: EMPTY },
              value: 'editing',
              effects: [{ type: 'showResult', params: { message: event.output!.message } }],
              context: EMPTY,
            }
          : {
              state: { ...model, at: 'editing' },
              value: 'editing',
              effects: [{ type: 'showRefusal', params: { message: event.output!.message } }],
            };
      case 'xstate.error.actor.submitChange':
        return { state: { ...model, at: 'editing' }, value: 'editing', effects: [{ type: 'showFailure', params: { error: event.error } }] };
      default:
        throw new Error(`the change-password model has no rule for ${event.type}`);
    }
  },
});

export const changePasswordModel = defineModel({
  id: 'changePassword',
  machine: changePasswordMachine,
  inputs: [{ name: 'empty form', input: undefined }],
  events: [
    { type: 'CHANGE', field: 'oldPassword', value: 'secret1' },
    { type: 'CHANGE', field: 'oldPassword', value: 'abcd' },
    { type: 'CHANGE', field: 'password', value: 'fresh12' },
    { type: 'CHANGE', field: 'password', value: 'abcd' },
    { type: 'CHANGE', field: 'confirmPassword', value: 'fresh12' },
    { type: 'CHANGE', field: 'confirmPassword', value: 'fresh13' },
    { type: 'CHANGE', field: 'confirmPassword', value: 'abcd' },
    { type: 'SUBMIT' },
    { type: 'xstate.done.actor.submitChange', output: { success: true, message: 'Şifreniz değiştirildi.' } } as never,
    { type: 'xstate.done.actor.submitChange', output: { success: false, message: 'Mevcut şifreniz hatalı.' } } as never,
    { type: 'xstate.error.actor.submitChange', error: networkError } as never,
  ],
  // Which of the form's rules hold decides what SUBMIT does.
  project: (snapshot) => {
    const { oldPassword, password, confirmPassword } = snapshot.context;
    return { old: oldPassword.length >= 5, fresh: password.length >= 5, confirmed: confirmPassword === password, filled: password !== '' };
  },
  coverProjection: true,
  oracle,
  invariants: {
    'changePassword.submitting': (snapshot) => (validForm(snapshot.context) ? undefined : 'an invalid form is being sent'),
  },
  simplePaths: false,
});
