import { Route, Switch } from 'wouter';
import { HomePage } from '../home/HomePage';
import { useT } from '../shared/AppContext';
import { TopNotificationBar } from '../topNotification/TopNotificationBar';
import { Footer } from './Footer';
import { Header } from './Header';
import { NotFoundPage } from './NotFoundPage';

export function Layout() {
  const t = useT();
  return (
    <>
      <a className="visually-hidden" href="#main" onFocus={(e) => e.currentTarget.classList.remove('visually-hidden')}>
        {t('app.skipToContent')}
      </a>
      <TopNotificationBar />
      <Header />
      <main id="main" tabIndex={-1}>
        <Switch>
          <Route path="/" component={HomePage} />
          <Route component={NotFoundPage} />
        </Switch>
      </main>
      <Footer />
    </>
  );
}
