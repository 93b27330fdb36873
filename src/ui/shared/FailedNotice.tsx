import { useT } from './AppContext';
import { primaryButton, secondaryButton } from './forms';

/** Something could not be loaded: say what, and offer Try again. */
export function FailedNotice({
  message,
  retry,
  state,
  primary = false,
}: {
  message: string;
  retry(): void;
  state?: string;
  primary?: boolean;
}) {
  const t = useT();
  return (
    <div role="alert" data-state={state}>
      <p>{message}</p>
      <button type="button" className={primary ? primaryButton : secondaryButton} onClick={retry}>
        {t('app.retry')}
      </button>
    </div>
  );
}
