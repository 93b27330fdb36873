import { AppContext, type AppContextValue } from '../ui/shared/AppContext';
import { Layout } from '../ui/shell/Layout';
import { AppRoutes } from './AppRoutes';
import { RouteSync } from './RouteSync';
import { SiteRouter } from './SiteRouter';

export function App({ context }: { context: AppContextValue }) {
  return (
    <AppContext.Provider value={context}>
      <SiteRouter actors={context.actors}>
        <RouteSync actors={context.actors} />
        <Layout>
          <AppRoutes actors={context.actors} />
        </Layout>
      </SiteRouter>
    </AppContext.Provider>
  );
}
