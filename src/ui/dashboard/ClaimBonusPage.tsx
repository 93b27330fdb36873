import { useSelector } from '@xstate/react';
import { statePath } from '../shared/statePath';
import { css } from 'goober';
import type { ActorRefFrom } from 'xstate';
import type { claimBonusMachine } from '../../../machines/claimBonus.machine';
import { casinoStrings } from '../../i18n/casinoStrings';
import { addStrings } from '../../i18n/packs';
import { LOCALE_TAGS } from '../../platform/i18n';
import { FailedNotice } from '../shared/FailedNotice';
import { useApp, useT } from '../shared/AppContext';
import { primaryButton } from '../shared/forms';
import { LazyFlowView } from '../shared/LazyFlowView';
import { SafeHtml } from '../shared/SafeHtml';
import { theme } from '../shared/theme';
import { cardListRules } from '../shared/layout';
import { usePageFlow } from '../shared/usePageFlow';
import { DashboardPage } from '../shared/dashboard/DashboardPage';
import { dashboardStrings } from '../../i18n/dashboardStrings';
import { DASHBOARD_ROUTES } from '../../dashboardRoutes';
import { formatLira } from '../../platform/lira';

addStrings(casinoStrings);
addStrings(dashboardStrings);

const list = css`
  ${cardListRules('16rem')}
  li {
    display: grid;
    grid-template-rows: auto auto 1fr auto auto;
    gap: ${theme.space.sm};
    padding: ${theme.space.md};
    border-radius: ${theme.radius};
    background: ${theme.color.surface};
  }
  img {
    width: 100%;
    height: auto;
    aspect-ratio: 2 / 1;
    object-fit: cover;
    border-radius: ${theme.radius};
  }
  h2 {
    margin: 0;
    font-size: ${theme.text.lg};
  }
  .amount {
    font-size: ${theme.text.xl};
    font-weight: 800;
    color: ${theme.color.accent};
  }
  small {
    color: ${theme.color.textMuted};
  }
`;

/** /dashboard/claim-bonus ('Bonuses & Discounts'): the bonuses to claim, each with Claim. */
export function ClaimBonusPage() {
  const lazyRef = usePageFlow('claimBonus');
  return (
    <DashboardPage route={DASHBOARD_ROUTES.claimBonus} state="page.claimBonus">
      <LazyFlowView lazyRef={lazyRef}>{(flow) => <Bonuses key={flow.sessionId} flow={flow} />}</LazyFlowView>
    </DashboardPage>
  );
}

function Bonuses({ flow }: { flow: ActorRefFrom<typeof claimBonusMachine> }) {
  const t = useT();
  const { i18n } = useApp();
  const state = useSelector(flow, (s) => statePath(s.value));
  const loading = useSelector(flow, (s) => s.matches('loading'));
  const failed = useSelector(flow, (s) => s.matches('failed'));
  const claimingOne = useSelector(flow, (s) => s.matches('claiming'));
  const bonuses = useSelector(flow, (s) => s.context.bonuses);
  const claiming = useSelector(flow, (s) => s.context.claiming);
  const day = new Intl.DateTimeFormat(LOCALE_TAGS[i18n.language], { dateStyle: 'medium' });
  if (loading) return <p role="status">{t('app.loading')}</p>;
  if (failed) {
    return <FailedNotice message={t('claimBonus.failed')} retry={() => flow.send({ type: 'RETRY' })} state="claimBonus.failed" />;
  }
  if (bonuses.length === 0)
    return (
      <p role="status" data-state={`claimBonus.${state}`}>
        {t('claimBonus.empty')}
      </p>
    );
  return (
    <ul className={list} data-state={`claimBonus.${state}`}>
      {bonuses.map((bonus) => (
        <li key={bonus.id}>
          {bonus.imageUrl ? <img src={bonus.imageUrl} alt="" width={320} height={160} /> : <span />}
          <h2>{bonus.title}</h2>
          <SafeHtml html={bonus.description} />
          <span className="amount">{formatLira(bonus.amount, i18n.formatMoney)}</span>
          {bonus.validUntil && <small>{t('claimBonus.validUntil', { date: day.format(new Date(bonus.validUntil)) })}</small>}
          <button
            type="button"
            className={primaryButton}
            aria-label={t('claimBonus.claimOf', { title: bonus.title })}
            disabled={claimingOne}
            aria-busy={claiming === bonus.id}
            onClick={() => flow.send({ type: 'CLAIM', id: bonus.id })}
          >
            {claiming === bonus.id ? t('claimBonus.claiming') : t('claimBonus.claim')}
          </button>
        </li>
      ))}
    </ul>
  );
}
