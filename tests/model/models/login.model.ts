import type { EventObject } from 'xstate';
import { loginMachine } from '../../../machines/login.machine';
import { defineModel, defineOracle } from '../model';
import { authData, loggedInEffects, networkError } from './fixtures';

/** Spec section 5: username 1 to 50 characters (trimmed), password 3 to 100. */
const validForm = (username: string, password: string) =>
  username.trim().length >= 1 && username.trim().length <= 50 && password.length >= 3 && password.length <= 100;

interface LoginModel {
  at: 'editing' | 'submitting' | 'loggedIn';
  username: string;
  password: string;
}
type Outcome = EventObject & { output?: { success: boolean; message: string }; error?: unknown };

/**
 * Spec sections 4 and 8: nothing is sent while the form is invalid; a valid
 * one is sent trimmed; success logs in (the session and its toast); a
 * refusal shows the server's message and keeps the form; a failure says so.
 */
const loginOracle = defineOracle<LoginModel>({
  start: () => ({ state: { at: 'editing', username: '', password: '' }, value: 'editing' }),
  step(model, event: Outcome) {
    switch (event.type) {
      case 'CHANGE': {
        const { field, value } = event as unknown as { field: 'username' | 'password'; value: string };
        return { state: { ...model, [field]: value }, value: model.at };
      }
      case 'SUBMIT':
        if (model.at !== 'editing' || !validForm(model.username, model.password)) return { state: model, value: model.at };
        return {
          state: { ...model, at: 'submitting' },
          value: 'submitting',
          invokes: [{ src: 'submitLogin', input: { username: model.username.trim(), password: model.password } }],
        };
      case 'xstate.done.actor.login':
        return event.output!.success
          ? {
              state: { ...model, at: 'loggedIn' },
              value: 'loggedIn',
              effects: loggedInEffects(event.output!),
              // The dialogs machine learns who logged in: the username as sent.
              output: { username: model.username.trim() },
            }
          : {
              state: { ...model, at: 'editing' },
              value: 'editing',
              effects: [{ type: 'showRefusal', params: { message: event.output!.message } }],
            };
      case 'xstate.error.actor.login':
        return { state: { ...model, at: 'editing' }, value: 'editing', effects: [{ type: 'showFailure', params: { error: event.error } }] };
      default:
        throw new Error(`the login model has no rule for ${event.type}`);
    }
  },
});

export const loginModel = defineModel({
  id: 'login',
  machine: loginMachine,
  inputs: [{ name: 'empty form', input: undefined }],
  events: [
    { type: 'CHANGE', field: 'username', value: 'demo' },
    { type: 'CHANGE', field: 'username', value: '' },
    { type: 'CHANGE', field: 'username', value: '  demo  ' },
    { type: 'CHANGE', field: 'username', value: 'u'.repeat(51) },
    { type: 'CHANGE', field: 'password', value: 'demo12345' },
    { type: 'CHANGE', field: 'password', value: 'ab' },
    { type: 'CHANGE', field: 'password', value: 'abc' },
    { type: 'SUBMIT' },
    { type: 'xstate.done.actor.login', output: { success: true, message: 'Hoş geldiniz, demo!', data: authData } } as never,
    { type: 'xstate.done.actor.login', output: { success: false, message: 'Kullanıcı adı veya şifre hatalı.' } } as never,
    { type: 'xstate.error.actor.login', error: networkError } as never,
  ],
  // The form's fields matter: they decide whether SUBMIT sends, and what.
  project: (snapshot) => ({
    valid: validForm(snapshot.context.username, snapshot.context.password),
    trimmed: snapshot.context.username !== snapshot.context.username.trim(),
  }),
  coverProjection: true,
  oracle: loginOracle,
  finals: ['loggedIn'],
  // The session, which it tells who logged in.
  system: { session: {} },
  invariants: {
    // Nothing is sent while the form is invalid (spec section 5).
    'login.submitting': (snapshot) =>
      validForm(snapshot.context.username, snapshot.context.password) ? undefined : 'an invalid form is being sent',
    // A login ends the flow (the dialog closes) and tells the dialogs machine who logged in.
    'login.loggedIn': (snapshot) => {
      if (snapshot.status !== 'done') return 'the flow has not ended';
      if (JSON.stringify(snapshot.output) !== JSON.stringify({ username: snapshot.context.username.trim() }))
        return `the flow's output is ${JSON.stringify(snapshot.output)}`;
    },
  },
  simplePaths: false,
});
