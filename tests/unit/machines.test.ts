// Hand-written checks beside the generated paths: the real constants, and the
// effects each machine asks src/ for.
import { SimulatedClock, createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { LANGUAGE_RELOAD_DELAY_MS, languageSwitchMachine } from '../../machines/languageSwitch.machine';
import { RESEND_COUNTDOWN_SECONDS, resendCountdownMachine } from '../../machines/resendCountdown.machine';
import { TOP_NOTIFICATION_COLLAPSE_MS, topNotificationMachine } from '../../machines/topNotification.machine';

describe('resendCountdown', () => {
  it('waits exactly 60 s by default, counting each second, and restarts on RESEND', () => {
    const clock = new SimulatedClock();
    const actor = createActor(resendCountdownMachine, { clock, input: {} }).start();
    expect(RESEND_COUNTDOWN_SECONDS).toBe(60);
    expect(actor.getSnapshot().context.remaining).toBe(60);
    clock.increment(1000);
    expect(actor.getSnapshot().context.remaining).toBe(59);
    // One second at a time, as the browser's timers would fire.
    for (let second = 2; second <= 59; second++) clock.increment(1000);
    expect(actor.getSnapshot().value).toBe('counting');
    expect(actor.getSnapshot().context.remaining).toBe(1);
    expect(actor.getSnapshot().can({ type: 'RESEND' })).toBe(false);
    clock.increment(1000);
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'RESEND' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'counting', context: { remaining: 60 } });
  });
});

describe('topNotification', () => {
  function start(path: string, readMarkerStored = false) {
    const effects = { storeReadMarker: vi.fn(), addPageClass: vi.fn(), removePageClass: vi.fn() };
    const clock = new SimulatedClock();
    const actor = createActor(topNotificationMachine.provide({ actions: effects }), {
      clock,
      input: { path, readMarkerStored },
    }).start();
    return { actor, clock, effects };
  }

  it('closing stores the marker, collapses, and removes the page class 500 ms later', () => {
    const { actor, clock, effects } = start('/');
    expect(actor.getSnapshot().value).toBe('shown');
    expect(effects.addPageClass).toHaveBeenCalledTimes(1);
    actor.send({ type: 'CLOSE' });
    expect(effects.storeReadMarker).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('collapsing');
    clock.increment(TOP_NOTIFICATION_COLLAPSE_MS - 1);
    expect(effects.removePageClass).not.toHaveBeenCalled();
    clock.increment(1);
    expect(effects.removePageClass).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'NAVIGATE', path: '/' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('navigating away hides it at once; the marker keeps it hidden on root', () => {
    const { actor, effects } = start('/');
    actor.send({ type: 'NAVIGATE', path: '/promotions' });
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(effects.removePageClass).toHaveBeenCalledTimes(1);
    expect(start('/', true).actor.getSnapshot().value).toBe('hidden');
  });
});

describe('languageSwitch', () => {
  it('stores the new language, then reloads after 100 ms; the same language does nothing', () => {
    const storeLanguage = vi.fn();
    const reloadPage = vi.fn();
    const clock = new SimulatedClock();
    const actor = createActor(languageSwitchMachine.provide({ actions: { storeLanguage, reloadPage } }), {
      clock,
      input: { language: 'tr' },
    }).start();
    actor.send({ type: 'CHOOSE', language: 'tr' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'CHOOSE', language: 'en' });
    expect(storeLanguage).toHaveBeenCalledWith(expect.anything(), { language: 'en' });
    clock.increment(LANGUAGE_RELOAD_DELAY_MS - 1);
    expect(reloadPage).not.toHaveBeenCalled();
    clock.increment(1);
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});
