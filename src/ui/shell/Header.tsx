import { useSelector } from '@xstate/react';
import { css } from 'goober';
import { Link } from 'wouter';
import { useApp, useT } from '../shared/AppContext';
import { iconLabelButton, linkAsButton, secondaryButton, wideOnly } from '../shared/forms';
import { GiftIcon, HeadsetIcon, MenuIcon, PhoneIcon, TagIcon } from '../shared/icons';
import { theme } from '../shared/theme';
import { DomainNotice } from '../topNotification/DomainNotice';
import { AccountArea } from './AccountArea';
import { LanguageSelect } from './LanguageSelect';
import { CLAIM_BONUS_ROUTE, ROUTES } from '../../routes';
import { TopMenu } from './TopMenu';
import { useScrolledPast } from './useScrolledPast';

const header = css`
  position: sticky;
  top: 0;
  z-index: ${theme.headerZ};
  background: ${theme.color.surface};
  border-bottom: 1px solid ${theme.color.surfaceRaised};
  transition: transform 0.25s ease;
  /* Past 100 px of scroll the header moves out of sight, but never while it holds the keyboard focus. */
  &[data-hidden='true']:not(:focus-within) {
    transform: translateY(-100%);
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;
const row = css`
  display: flex;
  align-items: center;
  gap: ${theme.space.md};
  padding: 0.75rem ${theme.space.md};
  @media ${theme.narrow} {
    /* 35 px with the header's bottom border (spec section 9). */
    height: calc(${theme.phoneHeaderHeight} - 1px);
    padding: 0 0.5rem;
    gap: 0.375rem;
  }
`;
const tools = css`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  margin-left: auto;
  justify-content: flex-end;
  button,
  summary,
  a {
    white-space: nowrap;
  }
  @media ${theme.narrow} {
    gap: 0.25rem;
    min-width: 0;
    button,
    summary,
    a {
      padding: 0.25rem 0.6rem;
      font-size: 0.8125rem;
    }
  }
`;
const menuButton = css`
  display: none;
  @media ${theme.narrow} {
    flex: none;
    display: inline-grid;
    place-items: center;
    width: 1.875rem;
    height: 1.875rem;
    padding: 0;
    border: 0;
    border-radius: ${theme.radius};
    background: transparent;
    color: ${theme.color.text};
    cursor: pointer;
  }
`;
const logo = css`
  flex: none;
  color: ${theme.color.accent};
  font-weight: 800;
  font-size: 1.25rem;
  text-decoration: none;
  letter-spacing: 0.02em;
  @media ${theme.narrow} {
    font-size: 0.9375rem;
  }
  svg {
    display: none;
  }
  /* A player's phone header needs the room for name, user code, balance and Deposit: the mark stands for the name. */
  @media ${theme.narrow} {
    [data-player='true'] & span {
      display: none;
    }
    [data-player='true'] & svg {
      display: block;
    }
  }
`;
/** Desktop: the top menu with the call-back, Bonus Talep and Promotion buttons at its end. */
const secondRow = css`
  display: flex;
  align-items: center;
  gap: ${theme.space.md};
  padding-right: ${theme.space.md};
  border-top: 1px solid ${theme.color.surfaceRaised};
  nav {
    flex: 1;
    min-width: 0;
  }
`;
const actions = css`
  display: flex;
  gap: ${theme.space.sm};
  a,
  button {
    padding: 0.4rem 0.75rem;
    font-size: ${theme.text.sm};
    white-space: nowrap;
  }
`;
/** Header: logo, top menu, call-back, Bonus Talep, Promotion, language, and the account area. */
export function Header() {
  const t = useT();
  const { actors } = useApp();
  const hidden = useScrolledPast(100);
  const player = useSelector(actors.session, (s) => s.matches('loggedIn'));
  const menuOpen = useSelector(actors.mobileNav, (s) => s.matches('menu'));
  return (
    <header className={header} data-hidden={hidden} data-player={player} data-site-header>
      <div className={row}>
        <button
          type="button"
          className={menuButton}
          aria-label={t('nav.openMenu')}
          aria-expanded={menuOpen}
          onClick={() => actors.mobileNav.send({ type: 'TOGGLE.MENU' })}
        >
          <MenuIcon />
        </button>
        <Link href="/" className={logo} aria-label={`${t('app.name')}: ${t('nav.home')}`}>
          <span>{t('app.name')}</span>
          <svg width="24" height="24" viewBox="0 0 32 32" aria-hidden="true">
            <circle cx="16" cy="16" r="10" fill="none" stroke="currentColor" strokeWidth="3" />
            <circle cx="16" cy="16" r="3" fill="currentColor" />
          </svg>
        </Link>
        <div className={tools}>
          <span className={wideOnly}>
            <LanguageSelect />
          </span>
          <AccountArea />
        </div>
      </div>
      <div className={`${secondRow} ${wideOnly}`}>
        <TopMenu />
        <div className={actions}>
          <button
            type="button"
            className={`${secondaryButton} ${iconLabelButton}`}
            onClick={() => actors.dialogs.send({ type: 'OPEN.CALL_REQUEST' })}
          >
            <PhoneIcon />
            <span className="label">{t('callRequest.open')}</span>
          </button>
          <Link href={CLAIM_BONUS_ROUTE} className={`${secondaryButton} ${iconLabelButton} ${linkAsButton}`}>
            <GiftIcon />
            <span className="label">{t('nav.bonusRequest')}</span>
          </Link>
          <Link href={ROUTES.promotions} className={`${secondaryButton} ${iconLabelButton} ${linkAsButton}`}>
            <TagIcon />
            <span className="label">{t('nav.promotion')}</span>
          </Link>
          {/* The desktop's way to the live chat (the phone has Support in its bottom bar). */}
          <button
            type="button"
            className={`${secondaryButton} ${iconLabelButton}`}
            onClick={() => actors.app.send({ type: 'LIVE_CHAT.OPEN' })}
          >
            <HeadsetIcon />
            <span className="label">{t('nav.liveSupport')}</span>
          </button>
        </div>
      </div>
      <DomainNotice />
    </header>
  );
}
