import { useSelector } from '@xstate/react';
import { Redirect } from 'wouter';
import { css } from 'goober';
import { casinoStrings } from '../../i18n/casinoStrings';
import { addStrings } from '../../i18n/packs';
import { useApp, useT } from '../shared/AppContext';
import { routeForScreen, type SportsbookRoute } from '../../routes';
import { usePhone } from '../shared/usePhone';

addStrings(casinoStrings);

const page = css`
  display: flex;
  flex-direction: column;
  height: calc(100dvh - 4rem);
  min-height: 30rem;
  h1 {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
  iframe {
    flex: 1;
    width: 100%;
    border: 0;
    background: #0b1620;
  }
`;

/** Which sportsbook and mode a route shows: the fcg routes are the phone's (betsy), the others betco. */
export function sportsbookOf(path: string) {
  const route = path as SportsbookRoute;
  return {
    brand: route.endsWith('/fcg') ? ('betsy' as const) : ('betco' as const),
    mode: route.startsWith('/livespor') ? 'live' : 'prematch',
    section: route === '/esports' ? ('esports' as const) : route.startsWith('/livespor') ? ('livespor' as const) : ('spor' as const),
  };
}

/**
 * /spor, /livespor, /spor/fcg, /livespor/fcg and /esports: the sportsbook in
 * a frame. A player's comes from the session (betcoUrl or betsyUrl with its
 * token, betsy also with the cid); a visitor's from the site settings
 * 'betcourl' / 'betsyurl'. The language and the mode go along. A phone on
 * a desktop route (an address typed in, a bookmark, a link from elsewhere)
 * is sent to its mobile variant, in place (src/routes.ts, routeForScreen,
 * the rule every link follows too).
 */
export function SportsbookPage({ path }: { path: string }) {
  const variant = routeForScreen(path, usePhone());
  return variant === path ? <SportsbookFrame path={path} /> : <Redirect to={variant} replace />;
}

function SportsbookFrame({ path }: { path: string }) {
  const t = useT();
  const { actors, i18n } = useApp();
  const session = useSelector(actors.session, (s) => s.context.session);
  const options = useSelector(actors.bootstrap, (s) => s.context.stored?.siteOption ?? []);
  const { brand, mode, section } = sportsbookOf(path);
  const settingUrl = options.find((o) => o.status && o.key.toLowerCase() === `${brand}url`)?.value ?? '';
  const base = (brand === 'betco' ? session?.betcoUrl : session?.betsyUrl) || settingUrl;
  const title = t(`sportsbook.title.${section}`);
  if (!base) {
    return (
      <section className={page} data-state="page.sportsbook.unavailable">
        <h1>{title}</h1>
        <p role="status">{t('errors.unexpected')}</p>
      </section>
    );
  }
  const url = new URL(base, document.baseURI);
  url.searchParams.set('lang', i18n.language);
  url.searchParams.set('mode', mode);
  if (section === 'esports') url.searchParams.set('sport', 'esports');
  const token = brand === 'betco' ? session?.betcoToken : session?.betsyToken;
  if (token) url.searchParams.set('token', token);
  if (brand === 'betsy' && session?.betsyCid) url.searchParams.set('cid', session.betsyCid);
  return (
    <section className={page} data-state={`page.sportsbook.${section}`}>
      <h1>{title}</h1>
      <iframe key={url.href} src={url.href} title={t('sportsbook.frameTitle')} allow="fullscreen" />
    </section>
  );
}
