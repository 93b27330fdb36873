// The catalogue: every machine with its id, for the model tests (tests/model/)
// and for tooling (the Stately inspector, the browser model tests).
import type { AnyStateMachine } from 'xstate';
import { languageSwitchMachine } from './languageSwitch.machine';
import { resendCountdownMachine } from './resendCountdown.machine';
import { topNotificationMachine } from './topNotification.machine';

export const machineCatalogue = {
  languageSwitch: languageSwitchMachine,
  resendCountdown: resendCountdownMachine,
  topNotification: topNotificationMachine,
} as const satisfies Record<string, AnyStateMachine>;

export type MachineId = keyof typeof machineCatalogue;
export const machineIds = Object.keys(machineCatalogue) as MachineId[];
