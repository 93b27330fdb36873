import { useT } from './AppContext';
import { primaryButton } from './forms';

/** A flow's code could not be loaded: say so, and offer to try again. */
export function LoadFailed({ retry }: { retry(): void }) {
  const t = useT();
  return (
    <div role="alert">
      <p>{t('app.loadFailed')}</p>
      <button type="button" className={primaryButton} onClick={retry}>
        {t('app.retry')}
      </button>
    </div>
  );
}
