import { useSyncExternalStore } from 'react';
import { theme } from './theme';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia?.(theme.narrow);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
};
const isPhone = () => window.matchMedia?.(theme.narrow).matches === true;

/** True on a phone's screen (the layout's narrow breakpoint), kept up to date as the window is resized or turned. */
export function usePhone(): boolean {
  return useSyncExternalStore(subscribe, isPhone, () => false);
}
