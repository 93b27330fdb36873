import { useSelector } from '@xstate/react';
import { css } from 'goober';
import { useEffect, useId, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { limitsEditorMachine } from '../../../machines/limitsEditor.machine';
import { useT } from '../shared/AppContext';
import { FlowForm } from '../shared/FlowForm';
import { field, linkButton, primaryButton } from '../shared/forms';
import { theme } from '../shared/theme';
import { addStrings } from '../../i18n/packs';
import { responsibleGamingStrings } from '../../i18n/responsibleGamingStrings';
import { useStamp } from './useStamp';

addStrings(responsibleGamingStrings);

type Flow = ActorRefFrom<typeof limitsEditorMachine>;

const panel = css`
  padding: ${theme.space.sm} ${theme.space.md};
  margin-bottom: ${theme.space.md};
  border: 1px solid ${theme.color.surfaceRaised};
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
  h2 {
    margin-top: 0;
  }
  form {
    margin: 0;
  }
`;

/**
 * The person's self-exclusion, from the limits (the third review of issue
 * 32): until when it runs; once its time is over, that the account stays
 * closed until the player asks to return, with the way to ask (confirmed with
 * the password); after asking, when the account reopens. Nothing when there
 * is none. The flow decides what can be sent; this only shows it.
 */
export function SelfExclusionPanel({ flow }: { flow: Flow }) {
  const t = useT();
  const stamp = useStamp();
  const headingId = useId();
  const status = useSelector(flow, (s) => s.context.limits?.selfExclusion ?? null);
  const confirming = useSelector(flow, (s) => s.matches({ ready: 'confirmingReturn' }) || s.matches({ ready: 'askingToReturn' }));
  const canAsk = useSelector(flow, (s) => s.can({ type: 'ASK_TO_RETURN' }));
  if (!status) return null;
  return (
    <section className={panel} aria-labelledby={headingId} data-self-exclusion={status.state}>
      <h2 id={headingId}>{t('rg.return.title')}</h2>
      {status.state === 'running' && (
        <p>{status.until ? t('rg.return.running', { until: stamp(status.until) }) : t('rg.return.runningForever')}</p>
      )}
      {status.state === 'ended' && (
        <>
          <p>{t('rg.return.ended', { ended: stamp(status.until!) })}</p>
          {confirming ? (
            <ReturnForm flow={flow} />
          ) : (
            <button type="button" className={primaryButton} disabled={!canAsk} onClick={() => flow.send({ type: 'ASK_TO_RETURN' })}>
              {t('rg.return.ask')}
            </button>
          )}
        </>
      )}
      {status.state === 'returning' && <p>{t('rg.return.returning', { reopensAt: stamp(status.reopensAt!) })}</p>}
    </section>
  );
}

/** What asking to return means, the password, Confirm and Cancel. */
function ReturnForm({ flow }: { flow: Flow }) {
  const t = useT();
  const password = useSelector(flow, (s) => s.context.returnPassword);
  const asking = useSelector(flow, (s) => s.matches({ ready: 'askingToReturn' }));
  // The machine's guard decides whether Confirm can be sent; the view only shows it.
  const canConfirm = useSelector(flow, (s) => s.can({ type: 'CONFIRM_RETURN' }));
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  // The button that opened the form is gone: the password field takes the focus.
  useEffect(() => input.current?.focus(), []);
  return (
    <FlowForm
      state={`limitsEditor.${asking ? 'askingToReturn' : 'confirmingReturn'}`}
      onSubmit={() => flow.send({ type: 'CONFIRM_RETURN' })}
    >
      <p id={hintId}>{t('rg.return.confirm')}</p>
      <label className={field}>
        {t('rg.return.password')}
        <input
          ref={input}
          type="password"
          autoComplete="current-password"
          aria-describedby={hintId}
          value={password}
          disabled={asking}
          onChange={(event) => flow.send({ type: 'CHANGE_RETURN_PASSWORD', value: event.target.value })}
        />
      </label>
      <button type="submit" className={primaryButton} disabled={asking || !canConfirm} aria-busy={asking}>
        {asking ? t('rg.return.submitting') : t('rg.return.submit')}
      </button>
      <button type="button" className={linkButton} disabled={asking} onClick={() => flow.send({ type: 'CANCEL_RETURN' })}>
        {t('rg.cancel')}
      </button>
    </FlowForm>
  );
}
