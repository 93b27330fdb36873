import { useSelector } from '@xstate/react';
import { css } from 'goober';
import { useId, useRef, type ReactNode } from 'react';
import { Link } from 'wouter';
import { useApp, useT } from '../shared/AppContext';
import { BallIcon, CardsIcon, GiftIcon, LiveIcon, PhoneIcon, TagIcon } from '../shared/icons';
import { CloseIcon } from '../shared/panelIcons';
import { theme } from '../shared/theme';
import { useModalDialog } from '../shared/useModalDialog';
import { BalanceBreakdown } from '../shared/dashboard/BalanceBreakdown';
import { DashboardMenu } from '../shared/dashboard/DashboardMenu';
import { LanguageSelect } from './LanguageSelect';
import { MenuSearch } from './MenuSearch';
import { casinoStrings } from '../../i18n/casinoStrings';
import { addStrings } from '../../i18n/packs';
import { TOP_MENU } from './navigation';
import { dashboardStrings } from '../../i18n/dashboardStrings';
import { playerStrings } from '../../i18n/playerStrings';
import { casinoRoute, CLAIM_BONUS_ROUTE, ROUTES } from '../../routes';
import { formatLira } from '../../platform/lira';

addStrings(casinoStrings);
addStrings(dashboardStrings);
addStrings(playerStrings);

const panel = css`
  border: 0;
  padding: 0;
  margin: 0;
  /* Spec section 9: the side bar is 20rem wide (never wider than most of a small phone). */
  width: min(20rem, 88vw);
  max-width: none;
  height: 100dvh;
  max-height: none;
  background: ${theme.color.surface};
  color: ${theme.color.text};
  &[data-side='right'] {
    margin-left: auto;
  }
  &::backdrop {
    background: rgb(0 0 0 / 0.6);
  }
`;
const inner = css`
  display: grid;
  grid-template-rows: auto 1fr;
  height: 100%;
`;
const head = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 0.75rem ${theme.space.md};
  border-bottom: 1px solid ${theme.color.surfaceRaised};
  h2 {
    margin: 0;
    font-size: ${theme.text.lg};
  }
  button {
    display: inline-grid;
    place-items: center;
    width: 2.5rem;
    height: 2.5rem;
    border: 0;
    border-radius: ${theme.radius};
    background: transparent;
    color: ${theme.color.text};
    cursor: pointer;
  }
`;
const body = css`
  overflow: auto;
  padding: ${theme.space.md};
  display: grid;
  align-content: start;
  gap: ${theme.space.md};
`;
/** Menu tiles, three per row (spec section 2). */
const tiles = css`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  a,
  button {
    display: grid;
    justify-items: center;
    align-content: center;
    gap: ${theme.space.xs};
    min-height: 5.25rem;
    width: 100%;
    padding: ${theme.space.sm};
    border: 0;
    border-radius: ${theme.radius};
    background: ${theme.color.surfaceRaised};
    color: ${theme.color.text};
    font: inherit;
    font-size: ${theme.text.sm};
    text-align: center;
    text-decoration: none;
    cursor: pointer;
  }
  svg {
    color: ${theme.color.accent};
  }
`;
const identity = css`
  display: grid;
  gap: 2px;
  padding: 0.75rem;
  border-radius: ${theme.radius};
  background: ${theme.color.surfaceRaised};
  span {
    color: ${theme.color.textMuted};
    font-size: ${theme.text.sm};
  }
  strong[data-balance] {
    color: ${theme.color.accent};
    font-size: ${theme.text.xl};
    font-variant-numeric: tabular-nums;
  }
`;

/** Each tile's icon by its route (the menu list's own `icon` is not shown in the spec). */
const TILE_ICONS: Record<string, ReactNode> = {
  [ROUTES.sports]: <BallIcon />,
  [ROUTES.liveSports]: <LiveIcon />,
  [casinoRoute('live')]: <LiveIcon />,
  [ROUTES.esports]: <BallIcon />,
  [ROUTES.promotions]: <TagIcon />,
};

/**
 * A side panel on a modal <dialog>: focus stays inside, Escape, the close
 * button and a click on the mask close it, focus returns to the toggle.
 */
function SidePanel({
  side,
  title,
  closeLabel,
  state,
  children,
}: {
  side: 'left' | 'right';
  title: string;
  closeLabel: string;
  state: string;
  children: ReactNode;
}) {
  const { actors } = useApp();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const close = () => actors.mobileNav.send({ type: 'CLOSE' });
  useModalDialog(ref);
  return (
    <dialog
      ref={ref}
      className={panel}
      data-side={side}
      data-state={state}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      // A click on the dialog element itself is a click on the mask around the panel.
      onClick={(event) => event.target === event.currentTarget && close()}
    >
      <div className={inner}>
        <div className={head}>
          <h2 id={titleId}>{title}</h2>
          <button type="button" aria-label={closeLabel} onClick={close}>
            <CloseIcon />
          </button>
        </div>
        <div className={body}>{children}</div>
      </div>
    </dialog>
  );
}

function MobileMenu() {
  const { actors } = useApp();
  const t = useT();
  const close = () => actors.mobileNav.send({ type: 'CLOSE' });
  return (
    <SidePanel side="left" title={t('nav.mobileMenu')} closeLabel={t('nav.closeMenu')} state="mobileNav.menu">
      <MenuSearch />
      <nav aria-label={t('nav.main')}>
        <ul className={tiles}>
          {TOP_MENU.map((item) => (
            <li key={item.url}>
              <Link href={item.url} onClick={close}>
                {TILE_ICONS[item.url] ?? <CardsIcon />}
                <span>{t(item.label)}</span>
              </Link>
            </li>
          ))}
          <li>
            <Link href={CLAIM_BONUS_ROUTE} onClick={close}>
              <GiftIcon />
              <span>{t('nav.bonusRequest')}</span>
            </Link>
          </li>
          <li>
            <button
              type="button"
              onClick={() => {
                close();
                actors.dialogs.send({ type: 'OPEN.CALL_REQUEST' });
              }}
            >
              <PhoneIcon />
              <span>{t('callRequest.open')}</span>
            </button>
          </li>
        </ul>
      </nav>
      <LanguageSelect />
    </SidePanel>
  );
}

function ProfileSidebar() {
  const { actors, i18n } = useApp();
  const t = useT();
  const session = useSelector(actors.session, (s) => s.context.session);
  const close = () => actors.mobileNav.send({ type: 'CLOSE' });
  return (
    <SidePanel side="right" title={t('header.profile')} closeLabel={t('header.closeProfile')} state="mobileNav.profile">
      {session && (
        <div className={identity}>
          <span>{t('header.balance')}</span>
          <strong data-balance>{formatLira(session.balance, i18n.formatMoney)}</strong>
          <BalanceBreakdown />
          <strong>{session.username}</strong>
          <span>
            {t('header.userCode')}: {session.usercode}
          </span>
        </div>
      )}
      <nav aria-label={t('dashboard.menu')}>
        <DashboardMenu onChoose={close} />
      </nav>
    </SidePanel>
  );
}

/** The phone's side panels, as the mobileNav machine has them open. */
export function SidePanels() {
  const { actors } = useApp();
  const open = useSelector(actors.mobileNav, (s) => s.value);
  if (open === 'menu') return <MobileMenu />;
  if (open === 'profile') return <ProfileSidebar />;
  return null;
}
