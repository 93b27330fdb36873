import { recoveryMachine } from '../../../machines/recovery.machine';
import { defineModel } from '../model';
import { callOutcomes } from './fixtures';

export const recoveryModel = defineModel({
  id: 'recovery',
  machine: recoveryMachine,
  inputs: [{ name: 'step 1', input: undefined }],
  events: [
    { type: 'CHANGE', field: 'username', value: 'demo' },
    { type: 'CHANGE', field: 'username', value: 'x' },
    { type: 'CHANGE', field: 'code', value: '123456' },
    { type: 'CHANGE', field: 'password', value: 'newpass1' },
    { type: 'CHANGE', field: 'password2', value: 'newpass1' },
    { type: 'SUBMIT' },
    ...callOutcomes('sendResetCode'),
    ...callOutcomes('checkResetCode'),
    ...callOutcomes('changePassword'),
  ],
  // What the flow carries forward, and whether a notice shows; not every keystroke.
  project: (s) => ({
    username: s.context.username,
    hasCode: s.context.code !== '',
    // Each field separately: merging them would hide the state where both are set.
    password: s.context.password !== '',
    password2: s.context.password2 !== '',
    notice: s.context.notice !== null,
  }),
  simplePaths: false,
});
