import { css } from 'goober';
import { Link, useLocation } from 'wouter';
import { useApp, useT } from '../shared/AppContext';
import { BallIcon, CardsIcon, HeadsetIcon, LiveIcon, WalletIcon } from '../shared/icons';
import { theme } from '../shared/theme';
import { usePhone } from '../shared/usePhone';
import { casinoRoute, DEPOSIT_ROUTE, routeForScreen, ROUTES } from '../../routes';

const bar = css`
  display: none;
  @media ${theme.narrow} {
    display: grid;
    grid-template-columns: repeat(5, 1fr);
    position: fixed;
    inset: auto 0 0;
    height: ${theme.bottomBarHeight};
    z-index: ${theme.headerZ};
    background: ${theme.color.surface};
    border-top: 1px solid ${theme.color.surfaceRaised};
  }
  a,
  button {
    display: grid;
    justify-items: center;
    align-content: center;
    gap: 2px;
    border: 0;
    background: none;
    color: ${theme.color.textMuted};
    font: inherit;
    font-size: 0.75rem;
    text-decoration: none;
    cursor: pointer;
  }
  [aria-current='page'] {
    color: ${theme.color.accent};
  }
`;

/** The phone's bottom bar: Casino, Live, Deposit, Spor, Support (live chat). */
export function BottomBar() {
  const { actors } = useApp();
  const t = useT();
  const [path] = useLocation();
  // Spor leads to the phone's book (/spor/fcg): the router maps the link, and it is current there.
  const phone = usePhone();
  const link = (url: string, label: string, icon: React.ReactNode) => (
    <Link href={url} aria-current={path === routeForScreen(url, phone) ? 'page' : undefined}>
      {icon}
      <span>{label}</span>
    </Link>
  );
  return (
    <nav className={bar} aria-label={t('nav.bottomBar')}>
      {link(ROUTES.casino, t('nav.casino'), <CardsIcon />)}
      {link(casinoRoute('live'), t('nav.live'), <LiveIcon />)}
      {link(DEPOSIT_ROUTE, t('nav.deposit'), <WalletIcon />)}
      {link(ROUTES.sports, t('nav.sports'), <BallIcon />)}
      <button
        type="button"
        onClick={() => {
          actors.mobileNav.send({ type: 'CLOSE' });
          actors.app.send({ type: 'LIVE_CHAT.OPEN' });
        }}
      >
        <HeadsetIcon />
        <span>{t('nav.support')}</span>
      </button>
    </nav>
  );
}
