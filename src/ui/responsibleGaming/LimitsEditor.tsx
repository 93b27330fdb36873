import { useSelector } from '@xstate/react';
import { css } from 'goober';
import { useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { limitsEditorMachine } from '../../../machines/limitsEditor.machine';
import { REALITY_CHECK_MINUTES, type PlayerLimit } from '../../../contract/responsibleGaming';
import { useApp, useT } from '../shared/AppContext';
import { FailedNotice } from '../shared/FailedNotice';
import { field, linkButton, primaryButton, secondaryButton } from '../shared/forms';
import { cardListRules } from '../shared/layout';
import { theme } from '../shared/theme';
import { addStrings } from '../../i18n/packs';
import { responsibleGamingStrings } from '../../i18n/responsibleGamingStrings';
import { SelfExclusionPanel } from './SelfExclusionPanel';
import { useStamp } from './useStamp';
import { statePath } from '../shared/statePath';
import { formatLira } from '../../platform/lira';

addStrings(responsibleGamingStrings);

type Flow = ActorRefFrom<typeof limitsEditorMachine>;

const cards = css`
  ${cardListRules('16rem')}
  list-style: none;
  padding: 0;
  li {
    padding: ${theme.space.sm} ${theme.space.md};
    border: 1px solid ${theme.color.surfaceRaised};
    border-radius: ${theme.radius};
    background: ${theme.color.surface};
  }
  h3 {
    margin: 0 0 ${theme.space.xs};
    font-size: 1rem;
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 0.25rem 0.75rem;
    margin: 0 0 ${theme.space.sm};
  }
  dt {
    color: ${theme.color.textMuted};
  }
  dd {
    margin: 0;
  }
  form {
    display: grid;
    gap: ${theme.space.sm};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.xs};
  }
`;

// Each choice stays on one line ('Her 30 dakikada'), wrapping as a whole.
const radioLabel = css`
  display: inline-block;
  white-space: nowrap;
  margin: 0 1rem ${theme.space.xs} 0;
`;

/** The limits, one card each, and the reality-check interval. */
export function LimitsEditor({ flow }: { flow: Flow }) {
  const t = useT();
  const state = useSelector(flow, (s) => statePath(s.value));
  const loading = useSelector(flow, (s) => s.matches('loading'));
  const failed = useSelector(flow, (s) => s.matches('failed'));
  const limits = useSelector(flow, (s) => s.context.limits);
  if (loading)
    return (
      <p role="status" data-state="limitsEditor.loading">
        {t('app.loading')}
      </p>
    );
  if (failed || !limits)
    return <FailedNotice message={t('rg.loadFailed')} retry={() => flow.send({ type: 'RETRY' })} state="limitsEditor.failed" />;
  return (
    <div data-state={`limitsEditor.${state}`}>
      {/* The person's self-exclusion first: once its time is over, the way back is here (the third review of issue 32). */}
      <SelfExclusionPanel flow={flow} />
      <h2>{t('rg.limits')}</h2>
      <p>{t('rg.limitsHint')}</p>
      <ul className={cards}>
        {limits.limits.map((limit) => (
          <LimitCard key={`${limit.kind}-${limit.period}`} flow={flow} limit={limit} />
        ))}
      </ul>
      <RealityCheckSetting flow={flow} />
    </div>
  );
}

function LimitCard({ flow, limit }: { flow: Flow; limit: PlayerLimit }) {
  const t = useT();
  const { i18n } = useApp();
  const stamp = useStamp();
  const name = `${t(`rg.periods.${limit.period}`)} ${i18n.lower(t(`rg.kinds.${limit.kind}`))}`;
  const show = (amount: number) => (limit.kind === 'session' ? t('rg.minutes', { count: amount }) : formatLira(amount, i18n.formatMoney));
  const editing = useSelector(flow, (s) => s.context.editing?.kind === limit.kind && s.context.editing.period === limit.period);
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  // While the return from a self-exclusion is being confirmed, no limit is opened for a change.
  const returning = useSelector(flow, (s) => s.matches({ ready: 'confirmingReturn' }) || s.matches({ ready: 'askingToReturn' }));
  const headingId = useId();
  return (
    <li aria-labelledby={headingId} data-limit={`${limit.kind}-${limit.period}`}>
      <h3 id={headingId}>{name}</h3>
      <dl>
        <dt>{t('rg.limit')}</dt>
        <dd>{limit.amount === null ? t('rg.none') : show(limit.amount)}</dd>
        <dt>{t('rg.used')}</dt>
        <dd>{show(limit.used)}</dd>
        {limit.remaining !== null && (
          <>
            <dt>{t('rg.remaining')}</dt>
            <dd>{show(limit.remaining)}</dd>
          </>
        )}
        <dt>{t('rg.resetsAt')}</dt>
        <dd>{stamp(limit.resetsAt)}</dd>
        {limit.pending && (
          <>
            <dt>{t('rg.pending')}</dt>
            <dd>
              {limit.pending.amount === null
                ? t('rg.pendingRemoval', { at: stamp(limit.pending.appliesAt) })
                : t('rg.pendingAmount', { amount: show(limit.pending.amount), at: stamp(limit.pending.appliesAt) })}
            </dd>
          </>
        )}
      </dl>
      {editing ? (
        <LimitForm flow={flow} limit={limit} busy={busy} />
      ) : (
        <button
          type="button"
          className={secondaryButton}
          disabled={busy || returning}
          onClick={() => flow.send({ type: 'EDIT', kind: limit.kind, period: limit.period })}
        >
          {t('rg.edit', { name })}
        </button>
      )}
    </li>
  );
}

function LimitForm({ flow, limit, busy }: { flow: Flow; limit: PlayerLimit; busy: boolean }) {
  const t = useT();
  const draft = useSelector(flow, (s) => s.context.draft);
  // The machine's guard decides whether this draft can be saved; the view only shows it.
  const valid = useSelector(flow, (s) => s.can({ type: 'SAVE' }));
  const invalid = !busy && draft !== '' && !valid;
  const inputId = useId();
  const errorId = useId();
  return (
    <form
      noValidate
      data-state={`limitsEditor.${busy ? 'saving' : 'editing'}`}
      onSubmit={(event) => {
        event.preventDefault();
        flow.send({ type: 'SAVE' });
      }}
    >
      <div className={field}>
        <label htmlFor={inputId}>{t(limit.kind === 'session' ? 'rg.amountMinutes' : 'rg.amountMoney')}</label>
        <input
          id={inputId}
          inputMode={limit.kind === 'session' ? 'numeric' : 'decimal'}
          autoComplete="off"
          value={draft}
          disabled={busy}
          aria-invalid={invalid}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(event) => flow.send({ type: 'CHANGE', value: event.target.value })}
        />
        {invalid && (
          <span id={errorId} role="alert">
            {t('rg.invalid')}
          </span>
        )}
      </div>
      <div className="actions">
        <button type="submit" className={primaryButton} disabled={busy || !valid} aria-busy={busy}>
          {t('rg.save')}
        </button>
        {limit.amount !== null && (
          <button type="button" className={secondaryButton} disabled={busy} onClick={() => flow.send({ type: 'REMOVE' })}>
            {t('rg.remove')}
          </button>
        )}
        <button type="button" className={linkButton} disabled={busy} onClick={() => flow.send({ type: 'CANCEL' })}>
          {t('rg.cancel')}
        </button>
      </div>
    </form>
  );
}

function RealityCheckSetting({ flow }: { flow: Flow }) {
  const t = useT();
  const minutes = useSelector(flow, (s) => s.context.limits?.realityCheckMinutes ?? 0);
  const viewing = useSelector(flow, (s) => s.matches({ ready: 'viewing' }));
  const hintId = useId();
  return (
    <fieldset aria-describedby={hintId}>
      <legend>{t('rg.realityCheck')}</legend>
      <p id={hintId}>{t('rg.realityCheckHint')}</p>
      {REALITY_CHECK_MINUTES.map((value) => (
        <label key={value} className={radioLabel}>
          <input
            type="radio"
            name="reality-check"
            value={value}
            checked={minutes === value}
            disabled={!viewing}
            onChange={() => flow.send({ type: 'SET_REALITY_CHECK', minutes: value })}
          />{' '}
          {value === 0 ? t('rg.realityCheckOff') : t('rg.realityCheckEvery', { count: value })}
        </label>
      ))}
    </fieldset>
  );
}
