import { changePasswordMachine } from '../../../machines/changePassword.machine';
import { defineModel } from '../model';
import { networkError } from './fixtures';

export const changePasswordModel = defineModel({
  id: 'changePassword',
  machine: changePasswordMachine,
  inputs: [{ name: 'empty form', input: undefined }],
  events: [
    { type: 'CHANGE', field: 'oldPassword', value: 'secret1' },
    { type: 'CHANGE', field: 'password', value: 'fresh12' },
    { type: 'CHANGE', field: 'confirmPassword', value: 'fresh12' },
    { type: 'CHANGE', field: 'confirmPassword', value: 'fresh13' },
    { type: 'SUBMIT' },
    { type: 'xstate.done.actor.submitChange', output: { success: true, message: 'Şifreniz değiştirildi.' } } as never,
    { type: 'xstate.done.actor.submitChange', output: { success: false, message: 'Mevcut şifreniz hatalı.' } } as never,
    { type: 'xstate.error.actor.submitChange', error: networkError } as never,
  ],
  simplePaths: false,
});
