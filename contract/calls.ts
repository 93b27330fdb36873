// One entry per call of spec section 7: method, path (relative to ./api/),
// request schema and response schema. The client, the reference server and
// the tests all read this table, so a path or a payload changes in one place.
import * as z from 'zod/mini';
import {
  ExclusionResponse,
  PlayerActivityResponse,
  PlayerLimitsResponse,
  RealityCheckRequest,
  ReturnFromExclusionRequest,
  SelfExclusionRequest,
  SetLimitRequest,
  TimeoutRequest,
} from './responsibleGaming';
import {
  AmusnetLaunchRequest,
  AuthFormData,
  AuthResponse,
  BalanceData,
  BootstrapConfig,
  CallRequestPayload,
  CasinoGamesRequest,
  CategoryGamesRequest,
  ChangePasswordRequest,
  ChangePasswordWithCodeRequest,
  CheckResetCodeRequest,
  CmsCategory,
  CodeLaunchRequest,
  ContentItem,
  ContentListRequest,
  EveryMatrixLaunchRequest,
  FavouriteGamesRequest,
  FunLaunchRequest,
  Game,
  GameHistoryPage,
  GameProvider,
  GameHistoryRequest,
  GenericResponse,
  LaunchResponse,
  LoginPayload,
  Notification,
  NotificationListRequest,
  PaymentDetailRequest,
  PaymentField,
  PaymentRequest,
  PhonePayload,
  PlatformLaunchRequest,
  ReadNotificationRequest,
  RegisterPayload,
  SendResetPasswordRequest,
  SoftGamingsLaunchRequest,
  ToggleFavouriteRequest,
  TopWinner,
  TopWinnersRequest,
  UserFavourites,
  AvailableBonus,
  BonusClaimRequest,
  BonusHistoryPage,
  ContentPage,
  ContentPageRequest,
  CustomerProfile,
  PageRequest,
  PaymentMethod,
  PaymentMethodsRequest,
  Promotion,
  SessionPage,
  TransactionListRequest,
  TransactionPage,
  apiResponse,
  EmailCodeRequest,
} from './schemas';

export type HttpMethod = 'GET' | 'POST';

export interface CallDefinition<Req extends z.ZodMiniType = z.ZodMiniType, Res extends z.ZodMiniType = z.ZodMiniType> {
  method: HttpMethod;
  /** Relative to the API base (`./api/`); never starts with a slash. */
  path: string;
  request: Req;
  response: Res;
  /** True when the call needs a logged-in player (Bearer token). */
  auth: boolean;
  /** A money call: sent with an Idempotency-Key, so a retried request moves money once. */
  idempotent?: true;
  /**
   * The call spends a password hash (scrypt, about 0.3 s and 128 MiB): the
   * server runs it through its one bounded queue (503 with Retry-After when
   * full) and limits the call per address and per account. A route whose call
   * is not marked cannot reach the queue (server/http/callGuard.ts).
   */
  spendsScrypt?: true;
  /** The call checks a password or a code, or sends a code: limited per address and per account. */
  credential?: true;
  /**
   * The call protects the player (self-exclusion, a long time-out): from a
   * session with no failed password, its hash is never refused for the
   * queue's capacity and goes before the players' waiting calls, one such
   * call per account at a time (a second at once: 503), at most four waiting
   * so (server/services/scryptQueue.ts). Only for calls with auth.
   */
  scryptPriority?: true;
  /**
   * The call reads much for one answer (a statement over the person's ledger):
   * limited per account (USERNAME_RATE_LIMIT_PER_MINUTE), like the credential calls.
   */
  perAccount?: true;
}

/** The request of a call that takes no payload. */
export const NoPayload = z.strictObject({});

function get<Res extends z.ZodMiniType, Req extends z.ZodMiniType = typeof NoPayload>(
  path: string,
  response: Res,
  auth: boolean,
  // A GET without a request schema takes none; TypeScript cannot tie a default to the generic it defaults.
  request: Req = NoPayload as unknown as Req,
): CallDefinition<Req, Res> {
  return { method: 'GET', path, request, response, auth };
}
function post<Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
  path: string,
  request: Req,
  response: Res,
  auth: boolean,
): CallDefinition<Req, Res> {
  return { method: 'POST', path, request, response, auth };
}

/** Step 2 success may carry the verified phone; the site stores it either way. */
const PhoneUpdateResponse = GenericResponse;

export const calls = {
  // auth
  login: { ...post('auth/login', LoginPayload, AuthResponse, false), spendsScrypt: true, credential: true },
  register: { ...post('auth/register', RegisterPayload, AuthResponse, false), spendsScrypt: true },
  registerForm: get('auth/form', apiResponse(AuthFormData), false),
  logout: get('auth/logout', GenericResponse, true),
  sendResetPassword: { ...post('auth/sendresetpassword', SendResetPasswordRequest, GenericResponse, false), credential: true },
  checkResetCode: { ...post('auth/checkresetcode', CheckResetCodeRequest, GenericResponse, false), credential: true },
  changePasswordWithCode: {
    ...post('auth/changepasswordwithcode', ChangePasswordWithCodeRequest, GenericResponse, false),
    spendsScrypt: true,
    credential: true,
  },

  // customer
  updatePhone: { ...post('customer/updatephone', PhonePayload, PhoneUpdateResponse, true), credential: true },
  readNotification: post('customer/readnotification', ReadNotificationRequest, GenericResponse, true),
  notifications: post('customer/notification', NotificationListRequest, apiResponse(z.array(Notification)), true),
  changePassword: {
    ...post('customer/changepassword', ChangePasswordRequest, GenericResponse, true),
    spendsScrypt: true,
    credential: true,
  },
  // The e-mail confirmation (issue 34): a new link and code to the address; the code checked.
  sendEmailConfirmation: { ...post('customer/sendemailconfirmation', NoPayload, GenericResponse, true), credential: true },
  confirmEmail: { ...post('customer/confirmemail', EmailCodeRequest, GenericResponse, true), credential: true },
  // responsible gaming (issue 8)
  limits: get('customer/limits', PlayerLimitsResponse, true),
  setLimit: post('customer/limits', SetLimitRequest, PlayerLimitsResponse, true),
  setRealityCheck: post('customer/realitycheck', RealityCheckRequest, PlayerLimitsResponse, true),
  // The last 30 days against the limits (issue 33, item 8).
  activity: { ...get('customer/activity', PlayerActivityResponse, true), perAccount: true },
  // A time-out of 30 days or more checks the password (issue 32, L9): guarded as self-exclusion is.
  takeTimeout: {
    ...post('customer/timeout', TimeoutRequest, ExclusionResponse, true),
    spendsScrypt: true,
    credential: true,
    scryptPriority: true,
  },
  selfExclude: {
    ...post('customer/selfexclusion', SelfExclusionRequest, ExclusionResponse, true),
    spendsScrypt: true,
    credential: true,
    scryptPriority: true,
  },
  // The end of a self-exclusion (the third review of issue 32): asking to return checks the password,
  // as closing the account did; it protects no one, so it waits its turn in the queue (no scryptPriority).
  returnFromExclusion: {
    ...post('customer/returnfromexclusion', ReturnFromExclusionRequest, PlayerLimitsResponse, true),
    spendsScrypt: true,
    credential: true,
  },

  // bonus and wallet
  defineTrialBonus: get('bonus/definetrialbonus', GenericResponse, true),
  balance: get('user/balance', apiResponse(BalanceData), true),

  // cms
  cmsCategories: get('cms/categorylist', apiResponse(z.array(CmsCategory)), false),
  bootstrap: get('cms/grouped', apiResponse(BootstrapConfig), false),
  contentList: post('cms/contentlist', ContentListRequest, apiResponse(z.array(ContentItem)), false),
  callMe: post('cms/callme', CallRequestPayload, GenericResponse, false),

  // payments
  paymentDetail: post('payment/detail', PaymentDetailRequest, apiResponse(z.array(PaymentField)), true),
  withdraw: { ...post('payment/withdraw', PaymentRequest, GenericResponse, true), idempotent: true },
  deposit: { ...post('payment/deposit', PaymentRequest, apiResponse(z.nullish(z.string())), true), idempotent: true },

  // casino
  topWinners: post('transaction/topwinners', TopWinnersRequest, apiResponse(z.array(TopWinner)), false),
  pragmaticLaunch: post('casino/pragmaticlaunchurl', CodeLaunchRequest, LaunchResponse, true),
  digitainLaunch: post('casino/dtlaunchurl', CodeLaunchRequest, LaunchResponse, true),
  everyMatrixLaunch: post('casino/emlaunchurl', EveryMatrixLaunchRequest, LaunchResponse, true),
  amusnetLaunch: post('casino/amusnetlaunchurl', AmusnetLaunchRequest, LaunchResponse, true),
  egtLaunch: post('casino/egtlaunchurl', PlatformLaunchRequest, LaunchResponse, true),
  hub88Launch: post('casino/hub88launchurl', PlatformLaunchRequest, LaunchResponse, true),
  softGamingsLaunch: post('casino/softgamingslaunchurl', SoftGamingsLaunchRequest, LaunchResponse, true),
  searchGames: post('casino/games', CasinoGamesRequest, apiResponse(z.array(Game)), false),
  toggleFavourite: post('casino/togglefavorite', ToggleFavouriteRequest, GenericResponse, true),
  favourites: get('casino/favorites', apiResponse(UserFavourites), true),
  categoryGames: post('casino/categorygames', CategoryGamesRequest, apiResponse(z.array(Game)), false),

  // Unshown by the spec; designed in its style (docs/api.md)
  gameProviders: get('casino/providers', apiResponse(z.array(GameProvider)), false),
  funLaunch: post('casino/funlaunchurl', FunLaunchRequest, LaunchResponse, false),
  favouriteGames: post('casino/favoritegames', FavouriteGamesRequest, apiResponse(z.array(Game)), true),
  recentGames: get('casino/recentgames', apiResponse(z.array(Game)), true),
  paymentMethods: post('payment/methods', PaymentMethodsRequest, apiResponse(z.array(PaymentMethod)), true),
  transactions: post('transaction/list', TransactionListRequest, apiResponse(TransactionPage), true),
  availableBonuses: post('bonus/available', z.object({}), apiResponse(z.array(AvailableBonus)), true),
  claimBonus: post('bonus/claim', BonusClaimRequest, GenericResponse, true),
  bonusHistory: post('bonus/history', PageRequest, apiResponse(BonusHistoryPage), true),
  gameHistory: post('casino/gamehistory', GameHistoryRequest, apiResponse(GameHistoryPage), true),
  sessionHistory: post('customer/sessions', PageRequest, apiResponse(SessionPage), true),
  profile: get('customer/profile', apiResponse(CustomerProfile), true),
  promotions: get('cms/promotions', apiResponse(z.array(Promotion)), false),
  contentPage: get('cms/content', apiResponse(ContentPage), false, ContentPageRequest),
} as const satisfies Record<string, CallDefinition>;

export type Calls = typeof calls;
export type CallName = keyof Calls;
export type CallRequest<N extends CallName> = z.input<Calls[N]['request']>;
export type CallResponse<N extends CallName> = z.output<Calls[N]['response']>;
