import { responsibleGamingStrings } from '../../i18n/responsibleGamingStrings';
import { addStrings } from '../../i18n/packs';
import { useT } from '../shared/AppContext';
import { LazyFlowView } from '../shared/LazyFlowView';
import { usePageFlow } from '../shared/usePageFlow';
import { DashboardPage } from '../shared/dashboard/DashboardPage';
import { RESPONSIBLE_GAMING_ROUTE } from '../../routes';
import { ActivityStatement } from './ActivityStatement';
import { ExclusionChoices } from './ExclusionChoices';
import { LimitsEditor } from './LimitsEditor';

addStrings(responsibleGamingStrings);

/** /dashboard/responsible-gaming: the player's limits, the last 30 days against them (issue 33), the reality check, time-out and self-exclusion (issue 8). */
export function ResponsibleGamingPage() {
  const t = useT();
  const lazyRef = usePageFlow('responsibleGaming');
  return (
    <DashboardPage route={RESPONSIBLE_GAMING_ROUTE} state="page.responsibleGaming">
      <p>{t('rg.intro')}</p>
      <LazyFlowView lazyRef={lazyRef}>
        {(flow) => (
          <>
            <LimitsEditor key={flow.sessionId} flow={flow} />
            {/* The last 30 days against those limits (issue 33, item 8), in this page's chunk. */}
            <ActivityStatement key={`activity-${flow.sessionId}`} flow={flow} />
          </>
        )}
      </LazyFlowView>
      <ExclusionChoices />
    </DashboardPage>
  );
}
