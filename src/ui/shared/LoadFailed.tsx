import { useT } from './AppContext';
import { FailedNotice } from './FailedNotice';

/** A flow's code could not be loaded: say so, and offer to try again. */
export function LoadFailed({ retry }: { retry(): void }) {
  const t = useT();
  return <FailedNotice message={t('app.loadFailed')} retry={retry} primary />;
}
