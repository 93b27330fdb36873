import { css } from 'goober';
import type { Toast } from '../../../machines/toasts.machine';
import { useApp, useT } from '../shared/AppContext';
import { theme } from '../shared/theme';

const COLORS: Record<Toast['kind'], string> = {
  blank: theme.color.surfaceRaised,
  error: '#5c1f24',
  success: '#1f4d2e',
  loading: theme.color.surfaceRaised,
  warning: '#5a4512',
  info: '#1d3b57',
};
const toastStyle = (kind: Toast['kind']) => css`
  /* Clicks go through a message to what it covers, but for its own button. */
  pointer-events: none;
  display: flex;
  align-items: flex-start;
  gap: 0.75rem;
  padding: 0.75rem 0.75rem 0.75rem 1rem;
  border-radius: ${theme.radius};
  background: ${COLORS[kind]};
  color: ${theme.color.text};
  box-shadow: 0 8px 24px rgb(0 0 0 / 0.4);
  p {
    margin: 0;
    flex: 1;
  }
  button {
    pointer-events: auto;
    /* A target a finger or an unsteady hand can hit: WCAG 2.2's 24 px at least (axe's target-size). */
    display: grid;
    place-items: center;
    min-width: 2rem;
    min-height: 2rem;
    margin: -0.25rem -0.25rem -0.25rem 0;
    padding: 0;
    border-radius: ${theme.radius};
    border: 0;
    background: transparent;
    color: inherit;
    font-size: 1.25rem;
    line-height: 1;
    cursor: pointer;
  }
`;

export function ToastItem({ toast }: { toast: Toast }) {
  const { actors } = useApp();
  const t = useT();
  const text = 'text' in toast.message ? toast.message.text : t(toast.message.key, toast.message.params);
  return (
    <div className={toastStyle(toast.kind)} role={toast.kind === 'error' ? 'alert' : 'status'} data-toast-kind={toast.kind}>
      <p>{text}</p>
      <button type="button" aria-label={t('toast.dismiss')} onClick={() => actors.toasts.send({ type: 'DISMISS', id: toast.id })}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
