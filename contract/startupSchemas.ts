// The part of the contract the first screen reads before any call: the
// session and the bootstrap configuration kept in storage, and the live link's
// messages. Split from schemas.ts (which re-exports all of it) so that the rest
// of the contract loads with the API client, after the first screen
// (docs/decisions/architecture.md, "The contract in two parts").
import * as z from 'zod/mini';
import { NotificationTypeSchema, idText, link, linkOrNull, numeric, orNull, text } from './schemaBlocks';

/** `2026-11-21T10:15:00` (UTC, no zone suffix); a trailing `Z` is accepted too. */
const utcTimestamp = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z?$/, 'expected a UTC timestamp'));

export const Notification = z.object({
  id: z.int(),
  title: text,
  note: text,
  type: NotificationTypeSchema,
  timeStamp: utcTimestamp,
  isRead: z.boolean(),
  message: text,
});
export type Notification = z.infer<typeof Notification>;

/** Server message of the realtime hub (`NotifyMessage`). */
export const NotifyMessage = z.object({ command: z.string(), message: text });
export type NotifyMessage = z.infer<typeof NotifyMessage>;

// ---------------------------------------------------------------------------
// Session
/** What the server returns on login or register: the session without our fingerprint. */
export const AuthData = z.object({
  token: z.string().check(z.minLength(1)),
  balance: numeric,
  username: z.string(),
  usercode: idText,
  betsyCid: z.optional(text),
  betsyUrl: z.optional(link),
  betsyToken: z.optional(text),
  betcoToken: z.optional(text),
  betcoUrl: z.optional(link),
  phone: text,
  smsVerified: z.boolean(),
  /** The address is confirmed (issue 34; an extension of the reference server: absent means not known). */
  emailConfirmed: z.optional(z.boolean()),
  /**
   * The part of `balance` that is bonus money, not yet wagered through (an
   * extension of the reference server: docs/api.md; absent means none).
   */
  bonusBalance: z.optional(numeric),
});
export type AuthData = z.infer<typeof AuthData>;

/** The session record kept under the local-storage key `authData`. */
export const SessionRecord = z.extend(AuthData, { fingerprint: z.string() });
export type SessionRecord = z.infer<typeof SessionRecord>;

// ---------------------------------------------------------------------------
// Banners, popup, video (bootstrap)

export const Popup = z.object({ images: z.array(z.string()).check(z.minLength(1)), url: linkOrNull });
export type Popup = z.infer<typeof Popup>;
export const Video = z.object({ url: linkOrNull, title1: text });
export type Video = z.infer<typeof Video>;
export const Banner = z.object({ url: link, target: text, images: z.array(z.string()).check(z.minLength(1)) });
export type Banner = z.infer<typeof Banner>;
export const SliderEntry = z.object({ slug: z.string(), banners: z.array(Banner) });
export type SliderEntry = z.infer<typeof SliderEntry>;

// ---------------------------------------------------------------------------
// Casino games and categories

export const Game = z.object({
  name: z.string(),
  gameCode: z.string().check(z.minLength(1)),
  /** The launch system (see LaunchProvider); picks the launch call. */
  providerName: z.string(),
  mainProviderId: z.int(),
  /** SoftGamings: the system of the game. */
  system: orNull(z.string()),
  /** EveryMatrix: the product id. */
  productId: orNull(idText),
  systemCategory: z.int(),
  imageUrl: orNull(z.string()),
  isLive: z.optional(z.boolean()),
  // Game information (the reference server's extension, docs/api.md): the
  // studio players know the game by, its return to player in per cent and its
  // volatility. A back end without them leaves them out; the page then says
  // what it knows (the provider) and nothing it does not. Something else in
  // their place reads as absent: a game stays playable for a bad extra.
  studio: z.catch(z.optional(orNull(z.string())), null),
  rtp: z.catch(z.optional(orNull(z.number().check(z.minimum(0), z.maximum(100)))), null),
  volatility: z.catch(z.optional(orNull(z.enum(['low', 'medium', 'high']))), null),
  /** Whether the game can be played for fun (casino/funlaunchurl); absent: it cannot. */
  funMode: z.catch(z.optional(z.boolean()), false),
});
export type Game = z.infer<typeof Game>;
export type Volatility = NonNullable<Game['volatility']>;
export type GameInput = z.input<typeof Game>;

export const CasinoCategory = z.object({
  id: z.int(),
  name: z.string(),
  slugList: z.array(z.string()),
  imageUrl: orNull(z.string()),
  games: z.optional(z.array(Game)),
});
export type CasinoCategory = z.infer<typeof CasinoCategory>;

// ---------------------------------------------------------------------------
// Bootstrap configuration (cms/grouped), stored under `bootstrap`

export const TranslationEntry = z.object({ key: z.string(), value: z.string() });
export type TranslationEntry = z.infer<typeof TranslationEntry>;
/** A window a link may open in (spec section 7: a setting's link has an optional target, the same window by default); any other name reads as ''. */
const LINK_TARGETS = new Set(['_blank', '_self', '_parent', '_top']);
const linkTarget = z.pipe(
  z.optional(text),
  z.transform((v: string | undefined) => (v && LINK_TARGETS.has(v) ? v : '')),
);
/** A site setting; its value may be a link (social accounts, sportsbooks), so an unsafe one reads as ''. */
export const SiteOption = z.object({ key: z.string(), value: link, status: z.boolean(), target: linkTarget });
export type SiteOption = z.infer<typeof SiteOption>;
export const SiteLanguage = z.object({ locale: z.string(), name: z.optional(z.string()) });
export type SiteLanguage = z.infer<typeof SiteLanguage>;
export const DomainStatus = z.object({ current: z.string(), next: orNull(z.string()) });
export type DomainStatus = z.infer<typeof DomainStatus>;

export const BootstrapConfig = z.object({
  casinoCategoryList: z.array(CasinoCategory),
  language: z.array(SiteLanguage),
  translationList: z.array(TranslationEntry),
  siteOption: z.array(SiteOption),
  domainStatus: orNull(DomainStatus),
  popup: orNull(Popup),
  trialBonusAmount: numeric,
  sliderList: z.array(SliderEntry),
  video: orNull(Video),
});
export type BootstrapConfig = z.infer<typeof BootstrapConfig>;
