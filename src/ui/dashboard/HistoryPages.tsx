import { useSelector } from '@xstate/react';
import { statePath } from '../shared/statePath';
import { css } from 'goober';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { HISTORY_PAGE_SIZE, type HistoryFilters, type HistoryKind, type historyListMachine } from '../../../machines/historyList.machine';
import type { PageFlow } from '../../../machines/app.machine';
import { TransactionKind, TransactionStatus } from '../../../contract/enums';
import type { BonusHistoryRow, GameHistoryRow, SessionRow, TransactionRow } from '../../../contract/schemas';
import type { TranslationKey } from '../../i18n/dictionary';
import { casinoStrings } from '../../i18n/casinoStrings';
import { addStrings } from '../../i18n/packs';
import { LOCALE_TAGS } from '../../platform/i18n';
import { FailedNotice } from '../shared/FailedNotice';
import { useApp, useT } from '../shared/AppContext';
import { field, primaryButton, secondaryButton } from '../shared/forms';
import { LazyFlowView } from '../shared/LazyFlowView';
import { theme } from '../shared/theme';
import { usePageFlow } from '../shared/usePageFlow';
import { DashboardPage } from '../shared/dashboard/DashboardPage';
import { dashboardStrings } from '../../i18n/dashboardStrings';
import { DASHBOARD_ROUTES, type DashboardPageRoute } from '../../dashboardRoutes';
import { DASHBOARD_PAGES } from '../shared/dashboard/dashboardPages';
import { formatLira } from '../../platform/lira';

addStrings(casinoStrings);
addStrings(dashboardStrings);

const filterForm = css`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${theme.space.md};
  margin-bottom: ${theme.space.lg};
  > div {
    min-width: 9rem;
    flex: 1;
  }
`;
const scroller = css`
  overflow-x: auto;
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${theme.text.sm};
  }
  th,
  td {
    padding: 0.6rem 0.75rem;
    text-align: left;
    white-space: nowrap;
    border-bottom: 1px solid ${theme.color.surfaceRaised};
  }
  th {
    color: ${theme.color.textMuted};
  }
  td.amount {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;
const pager = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md};
  margin-top: ${theme.space.md};
`;

const PAGES: Record<HistoryKind, { page: Extract<PageFlow, HistoryKind>; url: DashboardPageRoute }> = {
  financialActivities: { page: 'financialActivities', url: DASHBOARD_ROUTES.financialActivities },
  gameHistory: { page: 'gameHistory', url: DASHBOARD_ROUTES.gameHistory },
  bonusHistory: { page: 'bonusHistory', url: DASHBOARD_ROUTES.bonuses },
  sessionHistory: { page: 'sessionHistory', url: DASHBOARD_ROUTES.sessionHistory },
};

type HistoryFlow = ActorRefFrom<typeof historyListMachine>;

function HistoryPage({ kind }: { kind: HistoryKind }) {
  const t = useT();
  const { page, url } = PAGES[kind];
  const title = DASHBOARD_PAGES[url].title;
  const lazyRef = usePageFlow(page);
  return (
    <DashboardPage route={url} state={`page.${page}`}>
      <LazyFlowView lazyRef={lazyRef}>{(flow) => <History key={flow.sessionId} flow={flow} kind={kind} title={t(title)} />}</LazyFlowView>
    </DashboardPage>
  );
}

export const FinancialActivitiesPage = () => <HistoryPage kind="financialActivities" />;
export const GameHistoryPage = () => <HistoryPage kind="gameHistory" />;
export const BonusHistoryPage = () => <HistoryPage kind="bonusHistory" />;
export const SessionHistoryPage = () => <HistoryPage kind="sessionHistory" />;

/** Dates and money the way the player's language writes them; money always in lira, tr-TR (spec section 9). */
function useFormats() {
  const { i18n } = useApp();
  const dateTime = new Intl.DateTimeFormat(LOCALE_TAGS[i18n.language], { dateStyle: 'short', timeStyle: 'short' });
  return {
    when: (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : ''),
    money: (amount: number) => formatLira(amount, i18n.formatMoney),
  };
}

function History({ flow, kind, title }: { flow: HistoryFlow; kind: HistoryKind; title: string }) {
  const t = useT();
  const state = useSelector(flow, (s) => statePath(s.value));
  const loading = useSelector(flow, (s) => s.matches('loading'));
  const failed = useSelector(flow, (s) => s.matches('failed'));
  const shown = useSelector(flow, (s) => s.matches('shown'));
  const items = useSelector(flow, (s) => s.context.items);
  const total = useSelector(flow, (s) => s.context.total);
  const page = useSelector(flow, (s) => s.context.page);
  const filters = useSelector(flow, (s) => s.context.filters);
  const pages = Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE));

  return (
    <div data-state={`historyList.${state}`}>
      {(kind === 'financialActivities' || kind === 'gameHistory') && <Filters flow={flow} kind={kind} filters={filters} />}
      {loading && <p role="status">{t('app.loading')}</p>}
      {failed && <FailedNotice message={t('history.failed')} retry={() => flow.send({ type: 'RETRY' })} />}
      {shown && items.length === 0 && <p role="status">{t('history.empty')}</p>}
      {shown && items.length > 0 && (
        <>
          <div className={scroller} role="region" aria-label={t('history.table', { title })} tabIndex={0}>
            <HistoryTable kind={kind} items={items} />
          </div>
          {pages > 1 && (
            <nav className={pager} aria-label={t('history.pages')}>
              <button
                type="button"
                className={secondaryButton}
                disabled={page <= 1}
                onClick={() => flow.send({ type: 'PAGE', page: page - 1 })}
              >
                {t('history.previous')}
              </button>
              <span aria-live="polite">{t('history.page', { page, pages })}</span>
              <button
                type="button"
                className={secondaryButton}
                disabled={page >= pages}
                onClick={() => flow.send({ type: 'PAGE', page: page + 1 })}
              >
                {t('history.next')}
              </button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}

function Filters({ flow, kind, filters }: { flow: HistoryFlow; kind: HistoryKind; filters: HistoryFilters }) {
  const t = useT();
  const id = useId();
  // What the player is choosing, until Apply: form input, not flow state. Whether it can be
  // applied is the machine's rule (its validRange guard), asked, not restated here.
  const [draft, setDraft] = useState<HistoryFilters>(filters);
  const badRange = !useSelector(flow, (s) => s.can({ type: 'FILTER', filters: draft }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!badRange) flow.send({ type: 'FILTER', filters: draft });
  };
  const number = (value: string) => (value === '' ? undefined : Number(value));
  return (
    <form className={filterForm} onSubmit={submit} aria-label={t('history.filters')}>
      {kind === 'financialActivities' && (
        <>
          <div className={field}>
            <label htmlFor={`${id}-kind`}>{t('history.kind')}</label>
            <select
              id={`${id}-kind`}
              value={draft.kind ?? TransactionKind.All}
              onChange={(e) => setDraft({ ...draft, kind: Number(e.target.value) })}
            >
              {Object.values(TransactionKind).map((value) => (
                <option key={value} value={value}>
                  {t(`history.transactionKind.${value}`)}
                </option>
              ))}
            </select>
          </div>
          <div className={field}>
            <label htmlFor={`${id}-status`}>{t('history.status')}</label>
            <select id={`${id}-status`} value={draft.status ?? ''} onChange={(e) => setDraft({ ...draft, status: number(e.target.value) })}>
              <option value="">{t('history.anyStatus')}</option>
              {Object.values(TransactionStatus)
                .filter((value) => value !== TransactionStatus.None)
                .map((value) => (
                  <option key={value} value={value}>
                    {t(`history.transactionStatus.${value}`)}
                  </option>
                ))}
            </select>
          </div>
        </>
      )}
      <div className={field}>
        <label htmlFor={`${id}-from`}>{t('history.from')}</label>
        <input
          id={`${id}-from`}
          type="date"
          value={draft.from ?? ''}
          onChange={(e) => setDraft({ ...draft, from: e.target.value || undefined })}
          aria-invalid={badRange}
        />
      </div>
      <div className={field}>
        <label htmlFor={`${id}-to`}>{t('history.to')}</label>
        <input
          id={`${id}-to`}
          type="date"
          value={draft.to ?? ''}
          onChange={(e) => setDraft({ ...draft, to: e.target.value || undefined })}
          aria-invalid={badRange}
        />
      </div>
      <button type="submit" className={primaryButton} disabled={badRange}>
        {t('history.apply')}
      </button>
      {badRange && <p role="alert">{t('history.badRange')}</p>}
    </form>
  );
}

function HistoryTable({ kind, items }: { kind: HistoryKind; items: unknown[] }) {
  const t = useT();
  const { when, money } = useFormats();
  const head = (...labels: TranslationKey[]) => (
    <thead>
      <tr>
        {labels.map((label) => (
          <th key={label} scope="col">
            {t(label)}
          </th>
        ))}
      </tr>
    </thead>
  );
  const table = (header: ReactNode, rows: ReactNode) => (
    <table>
      {header}
      <tbody>{rows}</tbody>
    </table>
  );
  switch (kind) {
    case 'financialActivities':
      return table(
        head('history.date', 'history.kind', 'history.method', 'history.amount', 'history.status'),
        (items as TransactionRow[]).map((row) => (
          <tr key={row.id} data-row={row.id}>
            <td>{when(row.date)}</td>
            <td>{t(`history.transactionKind.${row.kind}`)}</td>
            <td>{row.method}</td>
            <td className="amount">{money(row.amount)}</td>
            <td>{t(`history.transactionStatus.${row.status}`)}</td>
          </tr>
        )),
      );
    case 'gameHistory':
      return table(
        head('history.date', 'history.game', 'history.type', 'history.amount', 'history.round'),
        (items as GameHistoryRow[]).map((row) => (
          <tr key={row.id} data-row={row.id}>
            <td>{when(row.date)}</td>
            <td>{row.game}</td>
            <td>{t(`history.gameType.${row.type}`)}</td>
            <td className="amount">{money(row.amount)}</td>
            <td>{row.roundId}</td>
          </tr>
        )),
      );
    case 'bonusHistory':
      return table(
        head('history.date', 'history.bonus', 'history.amount', 'history.status'),
        (items as BonusHistoryRow[]).map((row) => (
          <tr key={row.id} data-row={row.id}>
            <td>{when(row.createdAt)}</td>
            <td>{row.title}</td>
            <td className="amount">{money(row.amount)}</td>
            <td>
              {t(`history.activityStatus.${row.status}`)}
              {row.wagering && (
                <span className="wagering" data-wagering-left={row.wagering.left}>
                  <br />
                  {t('history.wageringLeft', {
                    left: money(row.wagering.left),
                    wagered: money(row.wagering.wagered),
                    required: money(row.wagering.required),
                  })}
                </span>
              )}
            </td>
          </tr>
        )),
      );
    case 'sessionHistory':
      return table(
        head('history.start', 'history.end', 'history.ip', 'history.device'),
        (items as SessionRow[]).map((row) => (
          <tr key={row.id} data-row={row.id}>
            <td>
              {when(row.start)} {row.current && <strong>({t('history.thisSession')})</strong>}
            </td>
            <td>{row.end ? when(row.end) : t('history.open')}</td>
            <td>{row.ip}</td>
            <td>{row.device}</td>
          </tr>
        )),
      );
  }
}
