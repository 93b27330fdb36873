import { useSelector } from '@xstate/react';
import { css } from 'goober';
import { useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { activityMachine } from '../../../machines/activity.machine';
import type { limitsEditorMachine } from '../../../machines/limitsEditor.machine';
import type { ActivityDay, LimitPeriod, PlayerActivity } from '../../../contract/responsibleGaming';
import { activityStatement, limitOf, playedMinutes } from '../../../domain/activity';
import { LOCALE_TAGS } from '../../platform/i18n';
import { useApp, useT } from '../shared/AppContext';
import { FailedNotice } from '../shared/FailedNotice';
import { theme } from '../shared/theme';
import { addStrings } from '../../i18n/packs';
import { responsibleGamingStrings } from '../../i18n/responsibleGamingStrings';
import { formatLira } from '../../platform/lira';

addStrings(responsibleGamingStrings);

// The activity statement (issue 33, item 8): plain SVG, no chart library. Two
// small charts (money, time) drawn from the server's figures, each an image
// with a label saying what it shows, and beside them the same figures in
// words and as a table, which is what a screen reader or a keyboard reads.

type Activity = ActorRefFrom<typeof activityMachine>;
type LimitsFlow = ActorRefFrom<typeof limitsEditorMachine>;

const COLORS = {
  deposits: '#4cc38a',
  withdrawals: theme.color.focus,
  net: theme.color.accent,
  play: '#b58cff',
  limit: theme.color.danger,
} as const;

const layout = css`
  display: grid;
  gap: ${theme.space.md};
  margin: ${theme.space.lg} 0;
  @media (min-width: ${theme.breakpoint.lg}) {
    grid-template-columns: minmax(0, 3fr) minmax(16rem, 2fr);
    align-items: start;
  }
  figure {
    margin: 0 0 ${theme.space.md};
    padding: ${theme.space.sm};
    border: 1px solid ${theme.color.surfaceRaised};
    border-radius: ${theme.radius};
    background: ${theme.color.surface};
  }
  svg {
    display: block;
    width: 100%;
    height: auto;
  }
  svg text {
    fill: ${theme.color.textMuted};
    font-size: 9px;
    font-family: ${theme.font};
  }
  figcaption ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1rem;
    margin: ${theme.space.xs} 0 0;
    padding: 0;
    list-style: none;
    font-size: ${theme.text.sm};
  }
  figcaption li::before {
    content: '';
    display: inline-block;
    width: 0.75rem;
    height: 0.75rem;
    margin-right: 0.35rem;
    vertical-align: -0.1rem;
    border-radius: 2px;
    background: var(--swatch);
  }
  .summary h4 {
    margin: ${theme.space.sm} 0 ${theme.space.xs};
    font-size: 1rem;
  }
  .summary ul {
    margin: 0;
    padding-left: 1.1rem;
  }
  details summary {
    min-height: 24px;
    padding: ${theme.space.xs} 0;
    cursor: pointer;
  }
  .table {
    overflow-x: auto;
  }
  table {
    border-collapse: collapse;
    font-size: ${theme.text.sm};
    font-variant-numeric: tabular-nums;
  }
  th,
  td {
    padding: 0.2rem 0.5rem;
    text-align: right;
    white-space: nowrap;
  }
  th:first-child {
    text-align: left;
  }
`;

/** The activity statement beside the limits: its own flow, run by the limits editor for as long as the page shows. */
export function ActivityStatement({ flow }: { flow: LimitsFlow }) {
  const activity = useSelector(flow, (s) => s.children.activity as Activity | undefined);
  return activity ? <ActivityView activity={activity} /> : null;
}

function ActivityView({ activity }: { activity: Activity }) {
  const t = useT();
  const headingId = useId();
  const loaded = useSelector(activity, (s) => s.matches('loaded'));
  const failed = useSelector(activity, (s) => s.matches('failed'));
  const loading = !loaded && !failed;
  const at = loaded ? 'loaded' : failed ? 'failed' : 'loading';
  const statement = useSelector(activity, (s) => s.context.activity);
  const notice = useSelector(activity, (s) => s.context.notice);
  return (
    <section aria-labelledby={headingId} data-state={`activity.${at}`} aria-busy={loading}>
      <h2 id={headingId}>{t('rg.activity.title')}</h2>
      <p>{t('rg.activity.hint')}</p>
      {loading && !statement && <p role="status">{t('rg.activity.loading')}</p>}
      {failed && (
        <FailedNotice
          message={`${t('rg.activity.loadFailed')} ${notice === null ? '' : 'key' in notice ? t(notice.key) : notice.text}`.trim()}
          retry={() => activity.send({ type: 'RETRY' })}
        />
      )}
      {/* Read again after a limit is saved: the last statement stays until the new one comes, so nothing jumps. */}
      {at !== 'failed' && statement && <Statement activity={statement} />}
    </section>
  );
}

/** Dates and money as the site shows them: days by their Turkish calendar date. */
function useFormats() {
  const { i18n } = useApp();
  const tag = LOCALE_TAGS[i18n.language];
  const dayFormat = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const compact = new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY', notation: 'compact', maximumFractionDigits: 1 });
  return {
    day: (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`)),
    money: (amount: number) => formatLira(amount, i18n.formatMoney),
    axisMoney: (amount: number) => compact.format(amount),
  };
}

function Statement({ activity }: { activity: PlayerActivity }) {
  return (
    <div className={layout}>
      <div>
        <MoneyChart activity={activity} />
        <TimeChart activity={activity} />
      </div>
      <div>
        <Summary activity={activity} />
        <DayTable days={activity.days} />
      </div>
    </div>
  );
}

// The charts' own units: a viewBox about a phone's width, so the labels read at 390 px and scale up on a desktop.
const W = 360;
const LEFT = 46;
const RIGHT = 6;
const TOP = 8;
const BOTTOM = 18;
const plotWidth = W - LEFT - RIGHT;

/** Where day i's slot starts, and its width. */
const slotOf = (i: number, count: number) => ({ x: LEFT + (i * plotWidth) / count, width: plotWidth / count });

function scale(min: number, max: number, height: number) {
  const span = max - min || 1;
  return (value: number) => TOP + ((max - value) / span) * (height - TOP - BOTTOM);
}

function MoneyChart({ activity }: { activity: PlayerActivity }) {
  const t = useT();
  const format = useFormats();
  const { days } = activity;
  const H = 190;
  const depositLimit = limitOf(activity.limits, 'deposit', 'day');
  const lossLimit = limitOf(activity.limits, 'loss', 'day');
  const max = Math.max(1, ...days.flatMap((d) => [d.deposits, d.withdrawals, d.net]), depositLimit ?? 0);
  const min = Math.min(0, ...days.map((d) => d.net), lossLimit === null ? 0 : -lossLimit);
  const y = scale(min, max, H);
  const first = days[0]!.day;
  const last = days.at(-1)!.day;
  const limits =
    (depositLimit === null ? '' : t('rg.activity.depositLimitLine', { amount: format.money(depositLimit) })) +
    (lossLimit === null ? '' : t('rg.activity.lossLimitLine', { amount: format.money(lossLimit) }));
  const label = t('rg.activity.moneyChart', { from: format.day(first), to: format.day(last), limits });
  const net = days.map((d, i) => {
    const slot = slotOf(i, days.length);
    return { x: slot.x + slot.width / 2, y: y(d.net) };
  });
  return (
    <figure>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label} data-chart="money">
        <Axis y={y} max={max} min={min} height={H} label={format.axisMoney} first={format.day(first)} last={format.day(last)} />
        {days.map((d, i) => {
          const slot = slotOf(i, days.length);
          const bar = slot.width * 0.4;
          return (
            <g key={d.day}>
              {d.deposits > 0 && (
                <rect x={slot.x + slot.width * 0.1} y={y(d.deposits)} width={bar} height={y(0) - y(d.deposits)} fill={COLORS.deposits} />
              )}
              {d.withdrawals > 0 && (
                <rect
                  x={slot.x + slot.width * 0.5}
                  y={y(d.withdrawals)}
                  width={bar}
                  height={y(0) - y(d.withdrawals)}
                  fill={COLORS.withdrawals}
                />
              )}
            </g>
          );
        })}
        <polyline points={net.map((p) => `${p.x},${p.y}`).join(' ')} fill="none" stroke={COLORS.net} strokeWidth={1.5} />
        {net.map((p, i) => (
          <circle key={days[i]!.day} cx={p.x} cy={p.y} r={1.8} fill={COLORS.net} />
        ))}
        {depositLimit !== null && <LimitLine y={y(depositLimit)} dash="6 3" />}
        {lossLimit !== null && <LimitLine y={y(-lossLimit)} dash="2 2" />}
      </svg>
      <figcaption>
        <Legend
          items={[
            ['deposits', t('rg.activity.legendDeposits')],
            ['withdrawals', t('rg.activity.legendWithdrawals')],
            ['net', t('rg.activity.legendNet')],
            ...(depositLimit !== null || lossLimit !== null ? [['limit', t('rg.activity.legendLimit')] as const] : []),
          ]}
        />
      </figcaption>
    </figure>
  );
}

function TimeChart({ activity }: { activity: PlayerActivity }) {
  const t = useT();
  const format = useFormats();
  const { days } = activity;
  const H = 120;
  const sessionLimit = limitOf(activity.limits, 'session', 'day');
  const minutes = days.map((d) => playedMinutes(d.playSeconds));
  const max = Math.max(1, ...minutes, sessionLimit ?? 0);
  const y = scale(0, max, H);
  const first = format.day(days[0]!.day);
  const last = format.day(days.at(-1)!.day);
  const limit = sessionLimit === null ? '' : t('rg.activity.sessionLimitLine', { minutes: sessionLimit });
  return (
    <figure>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={t('rg.activity.timeChart', { from: first, to: last, limit })} data-chart="time">
        <Axis y={y} max={max} min={0} height={H} label={(v) => String(Math.round(v))} first={first} last={last} />
        {days.map((d, i) => {
          const slot = slotOf(i, days.length);
          const value = minutes[i]!;
          return value > 0 ? (
            <rect
              key={d.day}
              x={slot.x + slot.width * 0.2}
              y={y(value)}
              width={slot.width * 0.6}
              height={y(0) - y(value)}
              fill={COLORS.play}
            />
          ) : null;
        })}
        {sessionLimit !== null && <LimitLine y={y(sessionLimit)} dash="6 3" />}
      </svg>
      <figcaption>
        <Legend
          items={[
            ['play', t('rg.activity.legendPlay')],
            ...(sessionLimit !== null ? [['limit', t('rg.activity.legendLimit')] as const] : []),
          ]}
        />
      </figcaption>
    </figure>
  );
}

/** The value axis (its top, nothing and its bottom) and the first and last days. */
function Axis({
  y,
  max,
  min,
  height,
  label,
  first,
  last,
}: {
  y: (v: number) => number;
  max: number;
  min: number;
  height: number;
  label: (v: number) => string;
  first: string;
  last: string;
}) {
  const marks = min < 0 ? [max, 0, min] : [max, 0];
  return (
    <g aria-hidden="true">
      {marks.map((value) => (
        <g key={value}>
          <line
            x1={LEFT}
            x2={W - RIGHT}
            y1={y(value)}
            y2={y(value)}
            stroke={theme.color.surfaceRaised}
            strokeWidth={value === 0 ? 1.2 : 0.6}
          />
          <text x={LEFT - 4} y={y(value) + 3} textAnchor="end">
            {label(value)}
          </text>
        </g>
      ))}
      <text x={LEFT} y={height - 5}>
        {first}
      </text>
      <text x={W - RIGHT} y={height - 5} textAnchor="end">
        {last}
      </text>
    </g>
  );
}

function LimitLine({ y, dash }: { y: number; dash: string }) {
  return <line x1={LEFT} x2={W - RIGHT} y1={y} y2={y} stroke={COLORS.limit} strokeWidth={1.2} strokeDasharray={dash} />;
}

function Legend({ items }: { items: ReadonlyArray<readonly [keyof typeof COLORS, string]> }) {
  return (
    <ul>
      {items.map(([key, text]) => (
        <li key={key} style={{ ['--swatch' as string]: COLORS[key] }}>
          {text}
        </li>
      ))}
    </ul>
  );
}

/** The figures in words: today, this week and this month, each against its limits. */
function Summary({ activity }: { activity: PlayerActivity }) {
  const t = useT();
  const { i18n } = useApp();
  const format = useFormats();
  const headingId = useId();
  const periodWord = (period: LimitPeriod) => i18n.lower(t(`rg.periods.${period}`));
  return (
    <section className="summary" aria-labelledby={headingId} data-activity-summary>
      <h3 id={headingId}>{t('rg.activity.summary')}</h3>
      {(['day', 'week', 'month'] as const).map((period) => {
        const said = activityStatement(activity, period);
        const word = periodWord(period);
        return (
          <div key={period} data-period={period}>
            <h4>{period === 'day' ? t('rg.activity.today') : t(`rg.activity.${period}`, { from: format.day(said.from) })}</h4>
            <ul>
              <li>
                {said.deposits.limit === null
                  ? t('rg.activity.deposited', { amount: format.money(said.deposits.amount), period: word })
                  : t('rg.activity.depositedOfLimit', {
                      amount: format.money(said.deposits.amount),
                      period: word,
                      limit: format.money(said.deposits.limit),
                      percent: said.deposits.percent ?? 0,
                    })}
              </li>
              <li>{t('rg.activity.withdrawn', { amount: format.money(said.withdrawals) })}</li>
              <li>
                {said.loss.limit === null
                  ? t('rg.activity.net', { amount: format.money(said.net), period: word })
                  : t('rg.activity.netOfLimit', {
                      amount: format.money(said.net),
                      period: word,
                      limit: format.money(said.loss.limit),
                      percent: said.loss.percent ?? 0,
                    })}
              </li>
              <li>
                {said.session === null
                  ? t('rg.activity.played', { minutes: said.playMinutes })
                  : t('rg.activity.playedOfLimit', { minutes: said.playMinutes, limit: said.session.limit, percent: said.session.percent })}
              </li>
            </ul>
          </div>
        );
      })}
    </section>
  );
}

/** Every day's figures, newest first, for anyone who wants the numbers behind the bars. */
function DayTable({ days }: { days: ActivityDay[] }) {
  const t = useT();
  const format = useFormats();
  const tableId = useId();
  return (
    <details>
      <summary>{t('rg.activity.table')}</summary>
      <div className="table" role="region" aria-labelledby={tableId} tabIndex={0}>
        <table id={tableId} aria-label={t('rg.activity.table')}>
          <thead>
            <tr>
              <th scope="col">{t('rg.activity.day')}</th>
              <th scope="col">{t('rg.activity.deposits')}</th>
              <th scope="col">{t('rg.activity.withdrawals')}</th>
              <th scope="col">{t('rg.activity.netColumn')}</th>
              <th scope="col">{t('rg.activity.minutes')}</th>
            </tr>
          </thead>
          <tbody>
            {[...days].reverse().map((d) => (
              <tr key={d.day}>
                <th scope="row">{format.day(d.day)}</th>
                <td>{format.money(d.deposits)}</td>
                <td>{format.money(d.withdrawals)}</td>
                <td>{format.money(d.net)}</td>
                <td>{playedMinutes(d.playSeconds)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
