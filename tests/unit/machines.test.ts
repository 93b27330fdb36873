// @vitest-environment node
// Hand-written checks beside the generated paths: the real constants, and the
// effects each machine asks src/ for.
import { SimulatedClock, createActor, fromCallback, fromPromise, sendTo, setup, spawnChild, waitFor, type AnyActorRef } from 'xstate';
import { HANDS_QUIET_MS, popupMachine, type HandsEvent, type PopupCheck } from '../../machines/popup.machine';
import { describe, expect, it, vi } from 'vitest';
import { LANGUAGE_RELOAD_DELAY_MS, languageSwitchMachine } from '../../machines/languageSwitch.machine';
import { RESEND_COUNTDOWN_SECONDS, resendCountdownMachine } from '../../machines/resendCountdown.machine';
import { TOP_NOTIFICATION_COLLAPSE_MS, topNotificationMachine } from '../../machines/topNotification.machine';
import { dialogsMachine } from '../../machines/dialogs.machine';
import { formOf, registrationMachine } from '../../machines/registration.machine';
import { contentPageMachine } from '../../machines/contentPage.machine';
import { liveChatMachine } from '../../machines/liveChat.machine';
import { RegisterForm } from '../../contract/schemas';
import { BANNER_AUTOPLAY_MS, BANNER_REFRESH_MS, bannerCarouselMachine } from '../../machines/bannerCarousel.machine';
import { REALITY_CHECK_RETRY_MS, realityCheckMachine } from '../../machines/realityCheck.machine';
import { mergeNotifications, notificationsMachine } from '../../machines/notifications.machine';
import type { Notification } from '../../contract/schemas';
import { hubAmount, sessionMachine } from '../../machines/session.machine';
import type { BalanceData } from '../../contract/schemas';
import { authData } from '../model/models/fixtures';

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

describe('dialogs', () => {
  const game = {
    name: 'Aviator',
    gameCode: 'spribe-3010',
    providerName: 'Hub88',
    mainProviderId: 12,
    system: null,
    productId: null,
    systemCategory: 32,
    imageUrl: null,
  };
  const start = () => createActor(dialogsMachine, { input: { language: 'tr', siteOrigin: 'http://127.0.0.1', digitainHosts: [] } }).start();

  it('does not open an open dialog again: its flow keeps running, with what the player typed', () => {
    const actor = start();
    const opens = ['OPEN.LOGIN', 'OPEN.REGISTRATION', 'OPEN.RECOVERY', 'OPEN.CALL_REQUEST'] as const;
    for (const type of opens) {
      actor.send({ type });
      const [flow] = Object.values(actor.getSnapshot().children);
      actor.send({ type });
      expect(Object.values(actor.getSnapshot().children)).toEqual([flow]);
    }
    actor.send({ type: 'SESSION.CHANGED', loggedIn: true });
    for (const type of ['OPEN.PHONE_VALIDATION', 'OPEN.PHONE_VERIFICATION', 'OPEN.CHANGE_PASSWORD', 'OPEN.DEPOSIT'] as const) {
      actor.send({ type });
      const [flow] = Object.values(actor.getSnapshot().children);
      actor.send({ type });
      expect(Object.values(actor.getSnapshot().children)).toEqual([flow]);
    }
  });

  it("opens Deposit over the phone's game once, and never in place of the game", () => {
    const actor = start();
    actor.send({ type: 'SESSION.CHANGED', loggedIn: true });
    actor.send({ type: 'OPEN.GAME', game, mobile: true });
    const gameFlow = actor.getSnapshot().children.gameFlow;
    actor.send({ type: 'OPEN.DEPOSIT' });
    const depositFlow = actor.getSnapshot().children.depositFlow;
    actor.send({ type: 'OPEN.DEPOSIT' });
    expect(actor.getSnapshot().value).toEqual({ game: 'depositing' });
    expect(actor.getSnapshot().children).toMatchObject({ gameFlow, depositFlow });
    actor.send({ type: 'DEPOSIT.CLOSE' });
    actor.send({ type: 'OPEN.DEPOSIT' });
    expect(actor.getSnapshot().children.gameFlow).toBe(gameFlow);
  });

  it("opens the account's dialogs for a player only, and login, sign-up and recovery for a visitor only", () => {
    const start = () =>
      createActor(dialogsMachine, { input: { language: 'tr', siteOrigin: 'http://127.0.0.1', digitainHosts: [] } }).start();
    for (const type of [
      'OPEN.CHANGE_PASSWORD',
      'OPEN.DEPOSIT',
      'OPEN.PHONE_VALIDATION',
      'OPEN.PHONE_VERIFICATION',
      'OPEN.NOTIFICATIONS',
      'OPEN.REALITY_CHECK',
    ] as const) {
      const visitor = start();
      visitor.send({ type });
      expect(visitor.getSnapshot().value, `${type} for a visitor`).toBe('closed');
      const player = start();
      player.send({ type: 'SESSION.CHANGED', loggedIn: true });
      player.send({ type });
      expect(player.getSnapshot().value, `${type} for a player`).not.toBe('closed');
    }
    for (const type of ['OPEN.LOGIN', 'OPEN.REGISTRATION'] as const) {
      const player = start();
      player.send({ type: 'SESSION.CHANGED', loggedIn: true });
      player.send({ type });
      expect(player.getSnapshot().value, `${type} for a player`).toBe('closed');
    }
  });

  it('shows the announcement popup only over a page with no dialog, and any dialog replaces it (one modal at a time)', () => {
    const popupClosed = vi.fn();
    const provided = dialogsMachine.provide({ actions: { popupClosed } });
    const opens = [
      'OPEN.LOGIN',
      'OPEN.REGISTRATION',
      'OPEN.RECOVERY',
      'OPEN.CALL_REQUEST',
      'OPEN.NOTIFICATIONS',
      'OPEN.REALITY_CHECK',
    ] as const;
    // The notifications and the reality check are a logged-in player's dialogs.
    const forPlayer = (type: (typeof opens)[number]) => type === 'OPEN.NOTIFICATIONS' || type === 'OPEN.REALITY_CHECK';
    for (const type of opens) {
      // A dialog open first: the popup does not open over it.
      const busy = createActor(provided, { input: { language: 'tr', siteOrigin: 'http://127.0.0.1', digitainHosts: [] } }).start();
      if (forPlayer(type)) busy.send({ type: 'SESSION.CHANGED', loggedIn: true });
      busy.send({ type });
      const open = busy.getSnapshot().value;
      busy.send({ type: 'OPEN.POPUP' });
      expect(busy.getSnapshot().value).toEqual(open);
      // The popup first: the dialog replaces it, and the popup is told it is gone.
      const actor = createActor(provided, { input: { language: 'tr', siteOrigin: 'http://127.0.0.1', digitainHosts: [] } }).start();
      if (forPlayer(type)) actor.send({ type: 'SESSION.CHANGED', loggedIn: true });
      actor.send({ type: 'OPEN.POPUP' });
      expect(actor.getSnapshot().value).toBe('popup');
      popupClosed.mockClear();
      actor.send({ type });
      expect(actor.getSnapshot().value).toEqual(open);
      expect(popupClosed).toHaveBeenCalledTimes(1);
    }
    const closing = createActor(provided, { input: { language: 'tr', siteOrigin: 'http://127.0.0.1', digitainHosts: [] } }).start();
    closing.send({ type: 'OPEN.POPUP' });
    popupClosed.mockClear();
    closing.send({ type: 'CLOSE' });
    expect(closing.getSnapshot().value).toBe('closed');
    expect(popupClosed).toHaveBeenCalledTimes(1);
  });
});

describe('realityCheck', () => {
  it("reads the player's interval, shows after exactly that long, again after Continue, and never when off", async () => {
    const clock = new SimulatedClock();
    const opened = vi.fn();
    const machine = realityCheckMachine.provide({
      actors: {
        fetchInterval: fromPromise(async () => 15),
        // The session began 15 min 59 s before the figures were read: 15 whole minutes played.
        fetchSummary: fromPromise(async () => ({
          startedAt: '2026-11-25T10:00:00.000Z',
          net: -5,
          readAt: Date.parse('2026-11-25T10:15:59.000Z'),
        })),
      },
      actions: { openDialog: opened },
    });
    const actor = createActor(machine, { clock }).start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toEqual({ active: 'counting' }));
    clock.increment(15 * 60_000 - 1);
    expect(actor.getSnapshot().value).toEqual({ active: 'counting' });
    clock.increment(1);
    await vi.waitFor(() => expect(actor.getSnapshot().value).toEqual({ active: 'showing' }));
    expect(actor.getSnapshot().context).toMatchObject({ summary: { playedMinutes: 15, net: -5 }, counted: 15 });
    actor.send({ type: 'CONTINUE' });
    clock.increment(15 * 60_000);
    await vi.waitFor(() => expect(opened).toHaveBeenCalledTimes(2));
    expect(actor.getSnapshot().context.counted).toBe(30);
    actor.send({ type: 'SET_INTERVAL', minutes: 0 });
    clock.increment(24 * 60 * 60_000);
    expect(actor.getSnapshot().value).toEqual({ active: 'off' });
    expect(opened).toHaveBeenCalledTimes(2);
  });

  it('reads the interval again a minute after it could not', async () => {
    const clock = new SimulatedClock();
    const fetchInterval = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(30);
    const actor = createActor(realityCheckMachine.provide({ actors: { fetchInterval: fromPromise(() => fetchInterval()) } }), {
      clock,
    }).start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('unavailable'));
    clock.increment(REALITY_CHECK_RETRY_MS);
    await vi.waitFor(() => expect(actor.getSnapshot().value).toEqual({ active: 'counting' }));
    expect(actor.getSnapshot().context.minutes).toBe(30);
  });
});

describe('notifications', () => {
  const n = (id: number, isRead = false): Notification => ({
    id,
    title: `t${id}`,
    note: '',
    type: 1,
    timeStamp: '2026-11-24T09:00:00',
    isRead,
    message: '',
  });

  it('merges a fetched list with what arrived meanwhile: each id once, newest first, read here stays read', () => {
    expect(mergeNotifications([n(5), n(2, true)], [n(4), n(2), n(1)])).toEqual([n(5), n(4), n(2, true), n(1)]);
    expect(mergeNotifications([], [n(1, true)])).toEqual([n(1, true)]);
  });

  it('announces a notification the hub repeats once, and lists it once', () => {
    const announce = vi.fn();
    const machine = notificationsMachine.provide({
      actors: { fetchNotifications: fromPromise(async () => [n(1)]) },
      actions: { announce: (_, params) => announce(params.notification.id) },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'LOAD' });
    actor.send({ type: 'RECEIVED', notification: n(3) });
    actor.send({ type: 'RECEIVED', notification: n(3) });
    expect(announce.mock.calls).toEqual([[3]]);
    expect(actor.getSnapshot().context.items.map((x) => x.id)).toEqual([3]);
  });

  it('is told nothing while logged out', () => {
    const actor = createActor(notificationsMachine).start();
    actor.send({ type: 'RECEIVED', notification: n(3) });
    actor.send({ type: 'REFRESH' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'idle', context: { items: [] } });
  });
});

describe('session: hub amounts', () => {
  it('takes plain decimals only: a blank, hex, exponent or grouped amount is not one', () => {
    expect(['250.5', '0', '-12.5', '1000000'].map(hubAmount)).toEqual([250.5, 0, -12.5, 1_000_000]);
    for (const odd of ['', ' ', ' 12 ', '0x10', '1e3', 'NaN', 'Infinity', '12,50', '+5', '.5', '5.', '١٢'])
      expect(hubAmount(odd), odd).toBeNull();
  });
});

describe('session: a balance call and a push that cross', () => {
  // The link comes back, the page asks for the balance; before the answer arrives a deposit
  // lands and the hub pushes the new balance. The answer was read before the deposit: taking it
  // would put the old balance back until the next poll (the hub-faults journey saw this on CI).
  function start() {
    const calls: Array<(data: BalanceData) => void> = [];
    const stored = { ...authData, balance: 310, bonusBalance: 0 };
    const machine = sessionMachine.provide({
      actors: { fetchBalance: fromPromise<BalanceData>(() => new Promise((resolve) => calls.push(resolve))) },
    });
    const actor = createActor(machine, { input: { stored } }).start();
    return {
      actor,
      calls,
      balance: () => actor.getSnapshot().context.session?.balance,
      bonus: () => actor.getSnapshot().context.session?.bonusBalance,
    };
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('keeps the pushed balance over an answer that was read before it', async () => {
    const { actor, calls, balance } = start();
    expect(calls).toHaveLength(1);
    actor.send({ type: 'HUB.MESSAGE', message: { command: 'balance', message: '410' } });
    expect(balance()).toBe(410);
    calls[0]!({ balance: 310 });
    await settle();
    expect(balance()).toBe(410);
  });

  it('still takes the part of the answer nothing pushed, and the next answer whole', async () => {
    const { actor, calls, balance, bonus } = start();
    actor.send({ type: 'HUB.MESSAGE', message: { command: 'balance', message: '410' } });
    calls[0]!({ balance: 310, bonusBalance: 25 });
    await settle();
    expect([balance(), bonus()]).toEqual([410, 25]);
    actor.send({ type: 'BALANCE.REFRESH' });
    calls[1]!({ balance: 500, bonusBalance: 30 });
    await settle();
    expect([balance(), bonus()]).toEqual([500, 30]);
  });
});

describe('bannerCarousel: autoplay', () => {
  const banner = (name: string) => ({ url: '', target: '', images: [`/media/banner/${name}.svg`] });
  function start(autoplay: boolean | undefined, count = 3, shownForMs?: number) {
    const showNextBanner = vi.fn();
    const clock = new SimulatedClock();
    const actor = createActor(bannerCarouselMachine, { clock, input: { autoplay, shownForMs } });
    actor.on('NEXT_BANNER', showNextBanner);
    actor.start();
    actor.send({
      type: 'SHOW',
      slug: 'home',
      sliderList: [{ slug: 'home', banners: Array.from({ length: count }, (_, i) => banner(`b${i}`)) }],
    });
    clock.increment(BANNER_REFRESH_MS);
    expect(actor.getSnapshot().matches({ loaded: 'ready' })).toBe(true);
    return { actor, clock, showNextBanner };
  }

  it('moves on every 5000 ms, and a slide by the player waits the whole delay again', () => {
    const { actor, clock, showNextBanner } = start(undefined);
    expect(BANNER_AUTOPLAY_MS).toBe(5000);
    clock.increment(4999);
    expect(showNextBanner).not.toHaveBeenCalled();
    clock.increment(1);
    expect(showNextBanner).toHaveBeenCalledTimes(1);
    clock.increment(3000);
    actor.send({ type: 'SLID' });
    clock.increment(4999);
    expect(showNextBanner).toHaveBeenCalledTimes(1);
    clock.increment(1);
    expect(showNextBanner).toHaveBeenCalledTimes(2);
  });

  it('counts the time the first screen already showed the first banner still, then waits the whole delay', () => {
    // Shown still for 3 s: the first move 2 s after the carousel is ready; the next 5 s after that.
    const { clock, showNextBanner } = start(undefined, 3, 3000);
    clock.increment(1999);
    expect(showNextBanner).not.toHaveBeenCalled();
    clock.increment(1);
    expect(showNextBanner).toHaveBeenCalledTimes(1);
    clock.increment(4999);
    expect(showNextBanner).toHaveBeenCalledTimes(1);
    clock.increment(1);
    expect(showNextBanner).toHaveBeenCalledTimes(2);
    // Shown longer than the delay: it moves as soon as it is ready.
    const late = start(undefined, 3, 9000);
    late.clock.increment(0);
    expect(late.showNextBanner).toHaveBeenCalledTimes(1);
  });

  it('a slide by the player before the shortened first move waits the whole delay', () => {
    const { actor, clock, showNextBanner } = start(undefined, 3, 4000);
    actor.send({ type: 'SLID' });
    clock.increment(4999);
    expect(showNextBanner).not.toHaveBeenCalled();
    clock.increment(1);
    expect(showNextBanner).toHaveBeenCalledTimes(1);
  });

  it('stays still for reduced motion and for a single banner', () => {
    for (const { autoplay, count } of [
      { autoplay: false, count: 3 },
      { autoplay: true, count: 1 },
    ]) {
      const { clock, showNextBanner } = start(autoplay, count);
      clock.increment(60_000);
      expect(showNextBanner).not.toHaveBeenCalled();
    }
  });
});

describe('registration: the phone number', () => {
  const filled = {
    name: 'Ayşe',
    surname: 'Yılmaz',
    username: 'ayse2024',
    email: 'ayse@example.com',
    birthDateDay: '02',
    birthDateMonth: '01',
    birthDateYear: '1990',
    password: 'secret1',
    password2: 'secret1',
    trialBonus: false,
    trialBonusAmount: 0,
    refId: null,
    countries: [{ id: 90, name: 'Türkiye' }],
    countriesVisible: true,
    registeredPhone: null,
  };
  it('passes only as the mask’s full ten digits, sent with the 90 prefix (issue 21: 5 to 9 digits went out without it)', () => {
    for (const digits of ['55512', '555123', '555123456']) {
      expect(RegisterForm.safeParse(formOf({ ...filled, phoneDigits: digits })).success, digits).toBe(false);
    }
    const full = RegisterForm.safeParse(formOf({ ...filled, phoneDigits: '5551234567' }));
    expect(full.success).toBe(true);
    expect(full.data?.phone).toBe('905551234567');
  });
});

describe('registration: the trial bonus', () => {
  async function atTheOffer(claim: () => Promise<unknown>) {
    const showRefusal = vi.fn();
    const showFailure = vi.fn();
    const showClaimResult = vi.fn();
    const clock = new SimulatedClock();
    const actor = createActor(
      registrationMachine.provide({
        actors: {
          loadCountries: fromPromise(async () => ({ countries: [{ id: 1, name: 'Türkiye' }] })),
          register: fromPromise(async () => ({ success: true as const, message: 'Hoş geldiniz!', data: authData })) as never,
          phone: fromPromise(async () => ({ phone: '905551234567' })) as never,
          claimTrialBonus: fromPromise(claim) as never,
        },
        actions: { showRefusal, showFailure, showClaimResult },
      }),
      { clock, input: { trialBonusAmount: 50, refId: null } },
    ).start();
    const fill = {
      name: 'Ayşe',
      surname: 'Yılmaz',
      username: 'ayse2024',
      email: 'ayse@example.com',
      phoneDigits: '5551234567',
      birthDateDay: '02',
      birthDateMonth: '01',
      birthDateYear: '1990',
      password: 'secret1',
      password2: 'secret1',
    };
    await waitFor(actor, (s) => s.context.countries.length > 0);
    for (const [field, value] of Object.entries(fill)) actor.send({ type: 'CHANGE', field: field as never, value });
    actor.send({ type: 'TOGGLE_TRIAL_BONUS', checked: true });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches({ celebrating: 'withBonus' }));
    actor.send({ type: 'CLAIM_TRIAL_BONUS' });
    await waitFor(actor, (s) => s.matches({ celebrating: 'claimed' }));
    return { actor, clock, showRefusal, showFailure, showClaimResult };
  }

  it("a refused or failed claim says nothing and 'Yes' still closes the dialog after 1 s (spec sections 4 and 8)", async () => {
    for (const claim of [
      async () => ({ success: false, message: 'Bonus tanımlanamadı.', data: null }),
      async () => Promise.reject(new Error('offline')),
    ]) {
      const { actor, clock, showRefusal, showFailure, showClaimResult } = await atTheOffer(claim);
      expect([showRefusal, showFailure, showClaimResult].map((fn) => fn.mock.calls.length)).toEqual([0, 0, 0]);
      clock.increment(999);
      expect(actor.getSnapshot().status).toBe('active');
      clock.increment(1);
      expect(actor.getSnapshot().status).toBe('done');
    }
  });

  it('an accepted claim shows the server’s message and closes after 1 s', async () => {
    const { actor, clock, showClaimResult } = await atTheOffer(async () => ({ success: true, message: '₺50 eklendi.', data: null }));
    expect(showClaimResult).toHaveBeenCalledTimes(1);
    clock.increment(1000);
    expect(actor.getSnapshot().status).toBe('done');
  });
});

describe('contentPage', () => {
  it('keeps the menu from the content list when another page opens, also while one is loading (one cms/contentlist call)', async () => {
    const fetchContentList = vi.fn(
      async (input: unknown) => (expect(input).toEqual({ status: true, categoryId: 1 }), [{ id: 1, title: 'Hakkımızda' }]),
    );
    const asked: number[] = [];
    const actor = createActor(
      contentPageMachine.provide({
        actors: {
          fetchContentList: fromPromise(({ input }) => fetchContentList(input)),
          fetchPage: fromPromise(async ({ input }) => (asked.push(input.id), { id: input.id, title: `p${input.id}`, body: '' })),
        },
      }),
      { input: { id: 1 } },
    ).start();
    actor.send({ type: 'OPEN', id: 2 }); // while page 1 is still loading
    await waitFor(actor, (s) => s.matches({ page: 'shown', menu: 'ready' }));
    expect(actor.getSnapshot().context.page?.id).toBe(2);
    actor.send({ type: 'OPEN', id: 3 });
    await waitFor(actor, (s) => s.matches({ page: 'shown' }) && s.context.page?.id === 3);
    expect(fetchContentList).toHaveBeenCalledTimes(1);
    expect(asked).toEqual([1, 2, 3]);
    expect(actor.getSnapshot().context.menu).toEqual([{ id: 1, title: 'Hakkımızda' }]);
  });
});

describe('liveChat', () => {
  const settings = { siteId: 'demo', divId: 'live-chat', scriptUrl: '/demo/chat/widget.js' };
  function start(production: boolean, found: typeof settings | null, load: () => Promise<void>) {
    const openWidget = vi.fn();
    const sayUnavailable = vi.fn();
    const loadWidget = vi.fn(load);
    const actor = createActor(
      liveChatMachine.provide({
        actors: { readSettings: fromPromise(async () => found), loadWidget: fromPromise(() => loadWidget()) },
        actions: { openWidget, sayUnavailable },
      }),
      { input: { production } },
    ).start();
    return { actor, openWidget, sayUnavailable, loadWidget };
  }

  it('loads only in production and only with the chat settings (spec section 7); otherwise Support says there is none', async () => {
    for (const [production, found] of [
      [false, settings],
      [true, null],
    ] as const) {
      const { actor, sayUnavailable, loadWidget } = start(production, found, async () => {});
      await waitFor(actor, (s) => s.matches('unavailable'));
      actor.send({ type: 'OPEN' });
      expect(sayUnavailable).toHaveBeenCalledTimes(1);
      expect(loadWidget).not.toHaveBeenCalled();
    }
  });

  it('opens for a player who asked while it loaded, once it has; a failed script is tried again when asked again', async () => {
    let finish!: () => void;
    const { actor, openWidget } = start(true, settings, () => new Promise<void>((resolve) => (finish = resolve)));
    await waitFor(actor, (s) => s.matches('loading'));
    actor.send({ type: 'OPEN' });
    expect(openWidget).not.toHaveBeenCalled();
    finish();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(openWidget).toHaveBeenCalledTimes(1);

    let attempts = 0;
    const failing = start(true, settings, async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('blocked');
    });
    await waitFor(failing.actor, (s) => s.matches('failed'));
    failing.actor.send({ type: 'OPEN' });
    await waitFor(failing.actor, (s) => s.matches('ready'));
    expect(failing.openWidget).toHaveBeenCalledTimes(1);
    expect(attempts).toBe(2);
  });
});

describe('the popup and the dialogs together', () => {
  it('a field that takes the focus after the popup asked, before it shows, withdraws it: the dialog closes, the popup waits unremembered', () => {
    const clock = new SimulatedClock();
    const rememberPopup = vi.fn();
    let hands: ((event: HandsEvent) => void) | null = null;
    const popup = popupMachine.provide({
      actors: {
        checkPopup: fromPromise(async (): Promise<PopupCheck> => ({ popup: { images: ['/media/popup/a.svg'], url: null }, seen: [] })),
        watchHands: fromCallback(({ sendBack }) => {
          hands = sendBack;
        }),
      },
      actions: { rememberPopup },
    });
    // The app spawns both with their system ids; the dialogs tell the popup CLOSE when its slot goes.
    const app = setup({
      actors: {
        dialogs: dialogsMachine.provide({ actions: { popupClosed: sendTo(({ system }) => system.get('popup'), { type: 'CLOSE' }) } }),
        popup,
      },
    }).createMachine({
      entry: [
        spawnChild('dialogs', {
          systemId: 'dialogs',
          id: 'dialogs',
          input: { language: 'tr', siteOrigin: 'http://127.0.0.1', digitainHosts: [] },
        }),
        spawnChild('popup', { systemId: 'popup', id: 'popup' }),
      ],
    });
    const actor = createActor(app, { clock }).start();
    const dialogs = actor.system.get('dialogs') as AnyActorRef;
    const popupActor = actor.system.get('popup') as AnyActorRef;
    return waitFor(popupActor, (s) => s.matches('waiting')).then(() => {
      clock.increment(HANDS_QUIET_MS);
      expect(popupActor.getSnapshot().value).toBe('open');
      expect(dialogs.getSnapshot().value).toBe('popup');
      // The player reaches the search box while the popup's view is still loading.
      hands!({ type: 'HANDS.TYPING' });
      expect(dialogs.getSnapshot().value).toBe('closed');
      expect(popupActor.getSnapshot().value).toEqual({ waiting: 'typing' });
      expect(rememberPopup).not.toHaveBeenCalled();
      // Once the field is left and the hands rest, it asks again.
      hands!({ type: 'HANDS.LEFT_FIELD' });
      clock.increment(HANDS_QUIET_MS);
      expect(dialogs.getSnapshot().value).toBe('popup');
    });
  });
});
