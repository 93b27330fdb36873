import { mobileNavMachine } from '../../../machines/mobileNav.machine';
import { defineModel } from '../model';

export const mobileNavModel = defineModel({
  id: 'mobileNav',
  machine: mobileNavMachine,
  inputs: [{ name: 'both closed', input: undefined }],
  events: [{ type: 'TOGGLE.MENU' }, { type: 'TOGGLE.PROFILE' }, { type: 'CLOSE' }, { type: 'NAVIGATED' }],
});
