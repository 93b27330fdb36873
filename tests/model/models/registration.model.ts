import { registrationMachine } from '../../../machines/registration.machine';
import { defineModel } from '../model';
import { authData, networkError } from './fixtures';

const fill = (field: string, value: string) => ({ type: 'CHANGE', field, value }) as never;

export const registrationModel = defineModel({
  id: 'registration',
  machine: registrationMachine,
  inputs: [
    { name: 'trial bonus offered', input: { trialBonusAmount: 50, refId: 7 } },
    { name: 'no trial bonus', input: { trialBonusAmount: 0, refId: null } },
  ],
  events: [
    // One valid value per field: the model cares whether the form is complete, not each keystroke.
    fill('name', 'Ayşe'),
    fill('surname', 'Yılmaz'),
    fill('username', 'ayse2024'),
    fill('email', 'ayse@example.com'),
    fill('phoneDigits', '5551234567'),
    fill('birthDateDay', '09'),
    fill('birthDateMonth', '03'),
    fill('birthDateYear', '1991'),
    fill('password', 'secret1'),
    fill('password2', 'secret1'),
    { type: 'TOGGLE_TRIAL_BONUS', checked: true },
    { type: 'SUBMIT' },
    { type: 'RETRY_COUNTRIES' },
    { type: 'SKIP_VERIFICATION' },
    { type: 'CLAIM_TRIAL_BONUS' },
    { type: 'GO_DEPOSIT' },
    { type: 'SET_DEPOSIT_LIMIT' },
    { type: 'OPEN_LIVE_CHAT' },
    { type: 'xstate.done.actor.loadCountries', output: { countries: [{ id: 1, name: 'Türkiye' }] } } as never,
    { type: 'xstate.error.actor.loadCountries', error: networkError } as never,
    { type: 'xstate.done.actor.register', output: { success: true, message: 'Hoş geldiniz', data: authData } } as never,
    { type: 'xstate.done.actor.register', output: { success: false, message: 'Bu kullanıcı adı kullanılıyor.' } } as never,
    { type: 'xstate.error.actor.register', error: networkError } as never,
    { type: 'xstate.done.actor.phone', output: { phone: '905551234567' } } as never,
    { type: 'xstate.done.actor.claimTrialBonus', output: { success: true, message: 'Bonus eklendi' } } as never,
    { type: 'xstate.done.actor.claimTrialBonus', output: { success: false, message: 'Daha önce aldınız' } } as never,
    { type: 'xstate.error.actor.claimTrialBonus', error: networkError } as never,
  ],
  // Fields filled count, not their order: 2^10 orders collapse to 11 vertices.
  project: (s) => ({
    filled: ['name', 'surname', 'username', 'email', 'phoneDigits', 'birthDateDay', 'birthDateMonth', 'birthDateYear', 'password', 'password2'].filter(
      (f) => (s.context as unknown as Record<string, string>)[f] !== '',
    ).length,
    trialBonus: s.context.trialBonus,
    countries: s.context.countries.length,
  }),
  simplePaths: false,
});
