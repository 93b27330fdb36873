import { loginMachine } from '../../../machines/login.machine';
import { defineModel } from '../model';
import { authData, networkError } from './fixtures';

export const loginModel = defineModel({
  id: 'login',
  machine: loginMachine,
  inputs: [{ name: 'empty form', input: undefined }],
  events: [
    { type: 'CHANGE', field: 'username', value: 'demo' },
    { type: 'CHANGE', field: 'username', value: '' },
    { type: 'CHANGE', field: 'password', value: 'demo12345' },
    { type: 'CHANGE', field: 'password', value: 'ab' },
    { type: 'SUBMIT' },
    { type: 'xstate.done.actor.login', output: { success: true, message: 'Hoş geldiniz, demo!', data: authData } } as never,
    { type: 'xstate.done.actor.login', output: { success: false, message: 'Kullanıcı adı veya şifre hatalı.' } } as never,
    { type: 'xstate.error.actor.login', error: networkError } as never,
  ],
  simplePaths: false,
});
