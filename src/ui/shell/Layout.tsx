import { useSelector } from '@xstate/react';
import { css } from 'goober';
import { lazy, Suspense, type ReactNode } from 'react';
import { useApp, useT } from '../shared/AppContext';
import { theme } from '../shared/theme';
import { TopNotificationBar } from '../topNotification/TopNotificationBar';
import { BottomBar } from './BottomBar';
import { Header } from './Header';
import { lazyComponent } from '../shared/lazyComponent';

// Neither is needed to draw the first screen: the dialogs load when one is
// first opened, the footer right after the first paint (below the fold).
const DialogHost = lazy(() => import('./DialogHost').then((m) => ({ default: m.DialogHost })));
const Footer = lazy(() => import('./Footer').then((m) => ({ default: m.Footer })));
const SidePanels = lazy(() => import('./SidePanels').then((m) => ({ default: m.SidePanels })));
// The live link's notice is a player's (a visitor has no link): it loads with a login, off the first screen.
const LinkNotice = lazyComponent(() => import('./LinkNotice').then((m) => m.LinkNotice));
// The popup waits for the page's own content and the player's first input anyway (issue 20): its host too.
const PopupHost = lazyComponent(() => import('../popup/PopupHost').then((m) => m.PopupHost));
// The toasts' regions load as the layout first draws, a moment after the first paint and long before the
// first toast (each answers a tap or a call): their code was bytes of the first screen's budget.
const Toaster = lazyComponent(() => import('../toasts/Toaster').then((m) => m.Toaster));

/** For the moment the dialogs' code arrives after the first opening: a thin busy bar. */
const busyBar = css`
  position: fixed;
  inset: 0 0 auto;
  height: 3px;
  z-index: 100;
  background: ${theme.color.accent};
  animation: busy 1s ease-in-out infinite alternate;
  @keyframes busy {
    from {
      opacity: 0.3;
    }
  }
`;

/**
 * The page's content is at least a screen tall: the footer starts below the
 * fold, so content that loads into the page pushes nothing visible down
 * (issue 20: the footer jumped as the casino lobby and home sections arrived).
 */
const mainArea = css`
  /* flow-root: a child's top margin stays inside (a loading line's margin moved the whole page when it went). */
  display: flow-root;
  min-height: 100vh;
  min-height: 100svh;
`;

function DialogBusy() {
  const t = useT();
  return <div className={busyBar} role="progressbar" aria-label={t('app.loading')} />;
}

/** Loads and shows `children` only while `open`; a thin busy bar while its code arrives. */
function WhenOpen({ open, children }: { open: boolean; children: ReactNode }) {
  return open ? <Suspense fallback={<DialogBusy />}>{children}</Suspense> : null;
}

/** The dialogs, loaded and shown while one is open. The popup has a host of its own (PopupHost): it does not need the dialogs' code. */
function Dialogs() {
  const { actors } = useApp();
  const open = useSelector(actors.dialogs, (s) => !s.matches('closed') && !s.matches('popup'));
  return (
    <WhenOpen open={open}>
      <DialogHost />
    </WhenOpen>
  );
}

/** The phone's side panels, loaded and shown while one is open. */
function MobilePanels() {
  const { actors } = useApp();
  const open = useSelector(actors.mobileNav, (s) => !s.matches('closed'));
  return (
    <WhenOpen open={open}>
      <SidePanels />
    </WhenOpen>
  );
}

function PlayersLinkNotice() {
  const { actors } = useApp();
  return useSelector(actors.session, (s) => s.matches('loggedIn')) ? <LinkNotice /> : null;
}

/**
 * The page frame around the routed content. It reads no flow itself: each
 * part that opens and closes listens for itself, so a dialog opening (a game
 * tile's tap) re-renders the dialogs' host, not the header, the footer and
 * the banners with it, in the tap's own task (issue 31: INP).
 */
export function Layout({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <>
      <a className="visually-hidden" href="#main" onFocus={(e) => e.currentTarget.classList.remove('visually-hidden')}>
        {t('app.skipToContent')}
      </a>
      <TopNotificationBar />
      <Header />
      <PlayersLinkNotice />
      <main id="main" tabIndex={-1} className={mainArea}>
        {children}
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <BottomBar />
      {/* The phone's side panels and the dialogs load when first opened. */}
      <MobilePanels />
      <Dialogs />
      <PopupHost />
      <Toaster />
    </>
  );
}
