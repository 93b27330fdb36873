import { dialogsMachine } from '../../../machines/dialogs.machine';
import { defineModel } from '../model';

export const dialogsModel = defineModel({
  id: 'dialogs',
  machine: dialogsMachine,
  inputs: [{ name: 'nothing open', input: undefined }],
  events: [
    { type: 'OPEN.LOGIN' },
    { type: 'OPEN.NOTIFICATIONS' },
    { type: 'OPEN.RECOVERY' },
    { type: 'OPEN.REGISTER' },
    { type: 'OPEN.SMS_VERIFICATION' },
    { type: 'OPEN.PHONE_VERIFICATION' },
    { type: 'OPEN.CALL_REQUEST' },
    { type: 'OPEN.CHANGE_PASSWORD' },
    { type: 'CLOSE' },
    { type: 'GUARD.BLOCKED', path: '/dashboard/deposit' },
    { type: 'xstate.done.actor.loginFlow', output: { username: 'demo' } } as never,
    { type: 'xstate.done.actor.recoveryFlow', output: undefined } as never,
    { type: 'xstate.done.actor.registerFlow', output: undefined } as never,
    { type: 'xstate.done.actor.callRequestFlow', output: undefined } as never,
  ],
  simplePaths: false,
});
