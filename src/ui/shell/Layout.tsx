import type { ReactNode } from 'react';
import { useT } from '../shared/AppContext';
import { Toaster } from '../toasts/Toaster';
import { TopNotificationBar } from '../topNotification/TopNotificationBar';
import { DialogHost } from './DialogHost';
import { Footer } from './Footer';
import { Header } from './Header';
import { LinkNotice } from './LinkNotice';

/** The page frame around the routed content. */
export function Layout({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <>
      <a className="visually-hidden" href="#main" onFocus={(e) => e.currentTarget.classList.remove('visually-hidden')}>
        {t('app.skipToContent')}
      </a>
      <TopNotificationBar />
      <Header />
      <LinkNotice />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <DialogHost />
      <Toaster />
    </>
  );
}
