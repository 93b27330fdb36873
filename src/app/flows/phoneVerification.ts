import { phoneVerificationMachine } from '../../../machines/phoneVerification.machine';
import type { Services } from '../services';
import { phoneEffects } from './phoneEffects';

export const createFlow = (services: Services) => phoneVerificationMachine.provide(phoneEffects(services));
