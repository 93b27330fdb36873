import { useSelector } from '@xstate/react';
import { css } from 'goober';
import type { ActorRefFrom } from 'xstate';
import type { realityCheckMachine } from '../../../machines/realityCheck.machine';
import { responsibleGamingStrings } from '../../i18n/responsibleGamingStrings';
import { addStrings } from '../../i18n/packs';
import { useApp, useT } from '../shared/AppContext';
import { Dialog } from '../shared/Dialog';
import { linkButton, primaryButton, secondaryButton } from '../shared/forms';
import { formatLira } from '../../platform/lira';

addStrings(responsibleGamingStrings);

const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-top: 1.25rem;
`;

/**
 * The reality check (issue 8): how long this session has lasted and its net
 * result. Every answer (Continue, the limits, Log out, Escape) goes to the
 * reality-check machine, which closes the dialog through the dialogs machine.
 */
export function RealityCheckDialog({ flow }: { flow: ActorRefFrom<typeof realityCheckMachine> }) {
  const t = useT();
  const { i18n } = useApp();
  const summary = useSelector(flow, (s) => s.context.summary);
  const counted = useSelector(flow, (s) => s.context.counted);
  const showing = useSelector(flow, (s) => s.matches({ active: 'showing' }));
  const answer = (type: 'CONTINUE' | 'OPEN_LIMITS' | 'LOG_OUT') => flow.send({ type });
  return (
    <Dialog
      title={t('rg.check.title')}
      state={`realityCheck.${showing ? 'showing' : 'closing'}`}
      onClose={() => answer('CONTINUE')}
      size="medium"
    >
      <p>{t('rg.check.played', { count: summary?.playedMinutes ?? counted })}</p>
      <p>{summary ? t('rg.check.net', { amount: formatLira(summary.net, i18n.formatMoney) }) : t('rg.check.netUnknown')}</p>
      <div className={actions}>
        <button type="button" className={primaryButton} data-autofocus onClick={() => answer('CONTINUE')}>
          {t('rg.check.continue')}
        </button>
        <button type="button" className={secondaryButton} onClick={() => answer('LOG_OUT')}>
          {t('rg.check.logOut')}
        </button>
        <button type="button" className={linkButton} onClick={() => answer('OPEN_LIMITS')}>
          {t('rg.check.limits')}
        </button>
      </div>
    </Dialog>
  );
}
