import { useSelector } from '@xstate/react';
import { css, keyframes } from 'goober';
import { useApp, useT } from '../shared/AppContext';
import { theme } from '../shared/theme';

// Spec section 9: scroll cycle 20 s, 30 px high.
const scroll = keyframes`
  from { transform: translateX(100vw); }
  to { transform: translateX(-100%); }
`;

const bar = css`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 50;
  height: ${theme.topNotificationHeight};
  display: flex;
  align-items: center;
  background: ${theme.color.accent};
  color: ${theme.color.accentText};
  font-size: 0.875rem;
  font-weight: 600;
  overflow: hidden;
  transition: height 0.5s ease, opacity 0.5s ease;
`;
const collapsed = css`
  height: 0;
  opacity: 0;
`;
const track = css`
  flex: 1;
  overflow: hidden;
  white-space: nowrap;
`;
const text = css`
  display: inline-block;
  padding-inline: 1rem;
  animation: ${scroll} 20s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
const closeButton = css`
  flex: none;
  width: ${theme.topNotificationHeight};
  height: ${theme.topNotificationHeight};
  border: 0;
  background: transparent;
  color: inherit;
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;
`;

/** The scrolling domain notice; renders the topNotification machine. */
export function TopNotificationBar() {
  const { actors, siteHost } = useApp();
  // From the configuration as it arrives: a first visit names the next domain too (issue 21), not only after a reload.
  const current = useSelector(actors.bootstrap, (s) => s.context.stored?.domainStatus?.current || siteHost);
  const next = useSelector(actors.bootstrap, (s) => s.context.stored?.domainStatus?.next ?? null);
  const t = useT();
  const state = useSelector(actors.topNotification, (snapshot) => snapshot.value);

  if (state !== 'shown' && state !== 'collapsing') return null;
  return (
    <div
      role="region"
      aria-label={t('topNotification.region')}
      data-state={`topNotification.${state}`}
      className={state === 'collapsing' ? `${bar} ${collapsed}` : bar}
    >
      <div className={track}>
        <span className={text}>
          {t('topNotification.current', { current })}
          {next ? ` · ${t('topNotification.next', { next })}` : ''}
        </span>
      </div>
      <button
        type="button"
        className={closeButton}
        aria-label={t('topNotification.close')}
        disabled={state === 'collapsing'}
        onClick={() => actors.topNotification.send({ type: 'CLOSE' })}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
