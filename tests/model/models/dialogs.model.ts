import { dialogsMachine } from '../../../machines/dialogs.machine';
import { defineModel } from '../model';

export const dialogsModel = defineModel({
  id: 'dialogs',
  machine: dialogsMachine,
  inputs: [{ name: 'nothing open', input: undefined }],
  events: [
    { type: 'OPEN.LOGIN' },
    { type: 'OPEN.NOTIFICATIONS' },
    { type: 'CLOSE' },
    { type: 'GUARD.BLOCKED', path: '/dashboard/deposit' },
    { type: 'xstate.done.actor.loginFlow', output: { username: 'demo' } } as never,
  ],
  simplePaths: false,
});
