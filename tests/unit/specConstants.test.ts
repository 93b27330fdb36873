// The spec's section 9 ('Business constants and limits'), row by row, in one
// table: each value as the code names it, so a changed timing or limit fails
// here with the spec's own words beside it. Values that only a view's style
// holds (sizes, the carousels' options, an animation) are checked in the file
// that writes them.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CALL_LIMITS,
  DEFAULT_COUNTRY_NAME,
  DEFAULT_CURRENCY_ID,
  NOTIFICATION_PAGE_SIZE,
  PHONE_MASK_DIGITS,
  PHONE_PREFIX,
  REGISTER_LIMITS,
  SEARCH_TAKE,
  VERIFICATION_CODE_LENGTH,
} from '../../contract/schemas';
import { BANNER_AUTOPLAY_MS } from '../../machines/bannerCarousel.timing';
import { CONTENT_LIST_REQUEST } from '../../machines/contentPage.machine';
import { SETTINGS_LINKS_DELAY_MS } from '../../machines/footerLinks.machine';
import { TOP_WINNERS_COUNT } from '../../machines/home.sections';
import { LANGUAGE_RELOAD_DELAY_MS } from '../../machines/languageSwitch.machine';
import { SPIN_REPEAT_DELAY_MS, SPIN_REPEAT_EVERY_MS } from '../../machines/numberInput.machine';
import { PAYMENT_ERROR_CLOSE_MS, WITHDRAW_CLOSE_MS } from '../../machines/payment.machine';
import { RECOVERY_LOGIN_DELAY_MS } from '../../machines/recovery.machine';
import { CONFETTI_DELAY_MS, COUNTRIES_DELAY_MS, TRIAL_BONUS_CLOSE_MS } from '../../machines/registration.machine';
import { RESEND_COUNTDOWN_SECONDS } from '../../machines/resendCountdown.machine';
import { BALANCE_POLL_MS, LOGOUT_RELOAD_MS } from '../../machines/session.machine';
import { DEFAULT_TOAST_POSITION, LOADING_TOAST_DURATION_MS, MAX_VISIBLE_TOASTS, TOAST_DURATION_MS } from '../../machines/toasts.machine';
import { TOP_NOTIFICATION_COLLAPSE_MS } from '../../machines/topNotification.machine';
import { FINGERPRINT_PLACEHOLDER, FINGERPRINT_TIMEOUT_MS } from '../../src/platform/fingerprint';
import { LIRA_FORMAT } from '../../src/platform/i18n';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '../../src/platform/languages';
import { KEEP_ALIVE_MS, RECONNECT_DELAYS_MS, SERVER_TIMEOUT_MS } from '../../src/platform/realtime';
import { theme } from '../../src/ui/shared/theme';
import { badgeText } from '../../src/ui/shared/notificationBadge';

/** [the spec's words, the code's value, the spec's value] */
const NAMED: Array<[string, unknown, unknown]> = [
  ['Toast durations: 4000 ms (blank, error, success, warning, info)', TOAST_DURATION_MS, 4000],
  ['30000 ms loading', LOADING_TOAST_DURATION_MS, 30_000],
  ['default position top-center', DEFAULT_TOAST_POSITION, 'top-center'],
  ['max 5 visible', MAX_VISIBLE_TOASTS, 5],
  ["Notification badge caps '9+'", [badgeText(9), badgeText(120), badgeText(8)], ['9+', '9+', '8']],
  ['notification page size 100', NOTIFICATION_PAGE_SIZE, 100],
  ['search take 5', SEARCH_TAKE, 5],
  ['top winners count 40', TOP_WINNERS_COUNT, 40],
  ['content list category id 1', CONTENT_LIST_REQUEST.categoryId, 1],
  ['Verification code 6', VERIFICATION_CODE_LENGTH, 6],
  ['phone 5 to 20 digits', REGISTER_LIMITS.phone, { min: 5, max: 20 }],
  ['prefix 90, 10-digit mask', [PHONE_PREFIX, PHONE_MASK_DIGITS], ['90', 10]],
  ['default country Türkiye', DEFAULT_COUNTRY_NAME, 'Türkiye'],
  ['default currencyId 1', DEFAULT_CURRENCY_ID, 1],
  ['Countries list shown after 300 ms', COUNTRIES_DELAY_MS, 300],
  ['confetti 100 ms', CONFETTI_DELAY_MS, 100],
  ['trial-bonus dialog close 1000 ms', TRIAL_BONUS_CLOSE_MS, 1000],
  ['recovery login delay 1000 ms', RECOVERY_LOGIN_DELAY_MS, 1000],
  ['withdraw close 500 ms', WITHDRAW_CLOSE_MS, 500],
  ['error close 100 ms', PAYMENT_ERROR_CLOSE_MS, 100],
  ['collapse 500 ms', TOP_NOTIFICATION_COLLAPSE_MS, 500],
  ['language reload 100 ms', LANGUAGE_RELOAD_DELAY_MS, 100],
  ['logout reload 300 ms', LOGOUT_RELOAD_MS, 300],
  ['settings link added 1000 ms after view init', SETTINGS_LINKS_DELAY_MS, 1000],
  ['Resend countdown 60 s', RESEND_COUNTDOWN_SECONDS, 60],
  ['balance poll 10 s', BALANCE_POLL_MS, 10_000],
  ['max contacts 5', CALL_LIMITS.contacts, 5],
  [
    'call fields 5-30 and 5-100',
    [CALL_LIMITS.name, CALL_LIMITS.message],
    [
      { min: 5, max: 30 },
      { min: 5, max: 100 },
    ],
  ],
  ['Banner autoplay 5000 ms', BANNER_AUTOPLAY_MS, 5000],
  ['Number spin repeats after 500 ms then every 40 ms', [SPIN_REPEAT_DELAY_MS, SPIN_REPEAT_EVERY_MS], [500, 40]],
  ['Top notification … 30 px high', theme.topNotificationHeight, '30px'],
  ['Mobile header height 35 px', theme.phoneHeaderHeight, '35px'],
  ['deposit button 110 px wide', theme.phoneDepositWidth, '110px'],
  [
    'Default language tr (site) with English and Turkish offered',
    [DEFAULT_LANGUAGE, [...SUPPORTED_LANGUAGES].sort()],
    ['tr', ['en', 'tr']],
  ],
  [
    'Currency prefix Turkish lira, locale tr-TR; winner amounts 2 decimals',
    [LIRA_FORMAT.currency, LIRA_FORMAT.minimumFractionDigits],
    ['TRY', 2],
  ],
  ['Fingerprint … timeout 1000 ms', FINGERPRINT_TIMEOUT_MS, 1000],
  ['the value used when none exists is a fixed placeholder', /^0+$/.test(FINGERPRINT_PLACEHOLDER), true],
  ['Realtime retry delays 0, 2, 10, 30 s', RECONNECT_DELAYS_MS, [0, 2000, 10_000, 30_000]],
  ['server timeout 30 s', SERVER_TIMEOUT_MS, 30_000],
  ['keepalive 15 s', KEEP_ALIVE_MS, 15_000],
];

/** [the spec's words, the file that writes it, what the file writes] */
const WRITTEN: Array<[string, string, string[]]> = [
  ['header hides past 100 px', 'src/ui/shell/Header.tsx', ['useScrolledPast(100)']],
  [
    'Banner … no loop, 1 slide per view, spaceBetween 20',
    'src/ui/shared/banners/BannerCarousel.tsx',
    ['slidesPerView={1}', 'spaceBetween={20}', 'loop={false}'],
  ],
  [
    'banner max heights 25rem and 27rem, min 15rem',
    'src/ui/shared/bannerBox.ts',
    ['max-height: 25rem', 'max-height: 27rem', 'min-height: 15rem'],
  ],
  [
    'Provider carousel autoplay 2000 ms, 3 slides below 992 px, 7 from 992 px, spaceBetween 20',
    'src/ui/shell/ProviderCarousel.tsx',
    ['delay: 2000', 'slidesPerView={3}', '992: { slidesPerView: 7 }', 'spaceBetween={20}'],
  ],
  ['Top notification scroll cycle 20 s', 'src/ui/topNotification/TopNotificationBar.tsx', ['20s linear infinite']],
  ['Sidebar width 20rem', 'src/ui/shell/SidePanels.tsx', ['min(20rem,']],
  [
    'Desktop dialog 699 px tall, up to 990 px wide (454 px call form)',
    'src/ui/shared/Dialog.tsx',
    ['min(699px,', 'min(990px,', 'min(454px,'],
  ],
  ["Loading text 'Loading...'", 'src/i18n/en.ts', ["'Loading...'"]],
];

describe("the spec's section 9, as the code has it", () => {
  it.each(NAMED)('%s', (_words, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it.each(WRITTEN)('%s (%s)', (_words, file, written) => {
    const text = readFileSync(file, 'utf8');
    for (const part of written) expect(text, part).toContain(part);
  });
});
