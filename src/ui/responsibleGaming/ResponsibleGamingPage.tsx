import { responsibleGamingStrings } from '../../i18n/responsibleGamingStrings';
import { addStrings } from '../../i18n/packs';
import { useT } from '../shared/AppContext';
import { LazyFlowView } from '../shared/LazyFlowView';
import { usePageFlow } from '../shared/usePageFlow';
import { DashboardPage } from '../shared/dashboard/DashboardPage';
import { RESPONSIBLE_GAMING_ROUTE } from '../../routes';
import { ExclusionChoices } from './ExclusionChoices';
import { LimitsEditor } from './LimitsEditor';

addStrings(responsibleGamingStrings);

/** /dashboard/responsible-gaming: the player's limits, the reality check, time-out and self-exclusion (issue 8). */
export function ResponsibleGamingPage() {
  const t = useT();
  const lazyRef = usePageFlow('responsibleGaming');
  return (
    <DashboardPage title={t('rg.title')} url={RESPONSIBLE_GAMING_ROUTE} state="page.responsibleGaming" wide>
      <p>{t('rg.intro')}</p>
      <LazyFlowView lazyRef={lazyRef}>{(flow) => <LimitsEditor key={flow.sessionId} flow={flow} />}</LazyFlowView>
      <ExclusionChoices />
    </DashboardPage>
  );
}
