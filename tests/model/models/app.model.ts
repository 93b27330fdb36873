import { appMachine } from '../../../machines/app.machine';
import { defineModel } from '../model';
import { authData } from './fixtures';

export const appModel = defineModel({
  id: 'app',
  machine: appMachine,
  inputs: [
    { name: 'visitor', input: { storedSession: null, storedBootstrap: null, refId: null, language: 'tr', path: '/', topNotificationRead: false, siteOrigin: 'http://127.0.0.1:8080', production: true } },
    { name: 'returning player', input: { storedSession: authData, storedBootstrap: null, refId: 7, language: 'en', path: '/casino', topNotificationRead: true, siteOrigin: 'http://127.0.0.1:8080', production: false } },
  ],
  events: [
    { type: 'PAGE.ENTER', page: 'changePassword' },
    { type: 'PAGE.LEAVE', page: 'changePassword' },
    { type: 'PAGE.ENTER', page: 'phoneVerification' },
    { type: 'PAGE.LEAVE', page: 'phoneVerification' },
    { type: 'PAGE.ENTER', page: 'contentPage', id: 1 },
    { type: 'PAGE.LEAVE', page: 'contentPage' },
    { type: 'PAGE.ENTER', page: 'account' },
    { type: 'PAGE.LEAVE', page: 'account' },
    { type: 'PAGE.ENTER', page: 'promotions' },
    { type: 'PAGE.LEAVE', page: 'promotions' },
    { type: 'PAGE.ENTER', page: 'gamePlay', input: { game: { name: 'Aviator', gameCode: 'spribe-1', providerName: 'Hub88' } } },
    { type: 'PAGE.LEAVE', page: 'gamePlay' },
    { type: 'PAGE.ENTER', page: 'deposit' },
    { type: 'PAGE.ENTER', page: 'withdraw' },
    { type: 'PAGE.LEAVE', page: 'withdraw' },
    { type: 'PAGE.ENTER', page: 'lobby', input: { slug: 'live' } },
    { type: 'PAGE.ENTER', page: 'home' },
    { type: 'PAGE.ENTER', page: 'financialActivities' },
    { type: 'PAGE.ENTER', page: 'sessionHistory' },
    { type: 'PAGE.ENTER', page: 'claimBonus' },
    { type: 'PAGE.ENTER', page: 'responsibleGaming' },
    { type: 'LIVE_CHAT.OPEN' },
  ],
  // Which page flows run.
  project: (s) => Object.keys(s.children).filter((id) => id.startsWith('page.')).sort(),
  // Fully connected vertices: simple paths would run to the hundreds of thousands.
  simplePaths: false,
});
