// The typed registry of long-lived actors (src/app/systemActors.ts) names
// them by the systemIds the running app gives them: each id reaches an actor
// of the machine the registry says (by the machine's own id).
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { actor, SYSTEM_IDS, type SystemId } from '../../src/app/systemActors';
import { renderApp } from './renderApp';

/** The machine id each registry entry stands for (a lazy slot is the lazyFlow machine). */
const MACHINE_OF: Record<SystemId, string> = {
  session: 'session',
  dialogs: 'dialogs',
  favourites: 'favourites',
  toasts: 'toasts',
  notifications: 'notifications',
  topNotification: 'topNotification',
  languageSwitch: 'languageSwitch',
  mobileNav: 'mobileNav',
  bootstrap: 'bootstrap',
  cms: 'cms',
  popup: 'lazyFlow',
  liveChat: 'lazyFlow',
  realityCheck: 'lazyFlow',
};

describe('the system ids of the long-lived actors', () => {
  it('each reaches the machine the registry types it as, for a logged-in player', async () => {
    const { actors } = renderApp({
      session: { token: 't-9', balance: 1, username: 'ece', usercode: '1000009', phone: '905551112299', smsVerified: true },
    });
    await screen.findAllByText('ece');
    expect([...SYSTEM_IDS].sort()).toEqual(Object.keys(MACHINE_OF).sort());
    await waitFor(() => {
      for (const id of SYSTEM_IDS) {
        const found = actor(actors.app.system, id);
        // The popup's slot ends (and leaves the system) once its check is done: nothing new to show here.
        if (id === 'popup' && !found) continue;
        expect((found as { logic?: { id?: string } } | undefined)?.logic?.id, id).toBe(MACHINE_OF[id]);
      }
    });
  });
});
