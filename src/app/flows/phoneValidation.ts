import { phoneValidationMachine } from '../../../machines/phoneValidation.machine';
import type { Services } from '../services';
import { phoneEffects } from './phoneEffects';

export const createFlow = (services: Services) => phoneValidationMachine.provide(phoneEffects(services));
