import { createContext, useContext } from 'react';
import type { AppActors } from '../../app/appActors';
import type { I18n } from '../../platform/i18n';

/** What every view may reach: the actors to read and send to, and the translator. */
export interface AppContextValue {
  actors: AppActors;
  i18n: I18n;
  /** This page's host: the current domain the top notification names until the configuration says otherwise. */
  siteHost: string;
}

export const AppContext = createContext<AppContextValue | null>(null);

export function useApp(): AppContextValue {
  const value = useContext(AppContext);
  if (!value) throw new Error('useApp outside <AppContext.Provider>');
  return value;
}

export function useT() {
  return useApp().i18n.t;
}
