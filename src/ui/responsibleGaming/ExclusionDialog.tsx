import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { choiceNeedsPassword, type exclusionMachine } from '../../../machines/exclusion.machine';
import { responsibleGamingStrings } from '../../i18n/responsibleGamingStrings';
import { addStrings } from '../../i18n/packs';
import { useT } from '../shared/AppContext';
import { Dialog } from '../shared/Dialog';
import { FlowForm } from '../shared/FlowForm';
import { field, linkButton, primaryButton } from '../shared/forms';
import { exclusionLengthKey } from './exclusionLength';

addStrings(responsibleGamingStrings);

/** The confirmation of a time-out or self-exclusion: what follows, and the password for self-exclusion and a 30-day time-out. */
export function ExclusionDialog({ flow, onClose }: { flow: ActorRefFrom<typeof exclusionMachine>; onClose(): void }) {
  const t = useT();
  const choice = useSelector(flow, (s) => s.context.choice);
  const password = useSelector(flow, (s) => s.context.password);
  const submitting = useSelector(flow, (s) => s.matches('submitting'));
  // The machine's guard decides whether Confirm can be sent; the view only shows it.
  const canConfirm = useSelector(flow, (s) => s.can({ type: 'CONFIRM' }));
  const length = t(exclusionLengthKey(choice));
  const selfExclusion = choice.kind === 'selfexclusion';
  return (
    <Dialog title={t('rg.confirm.title')} state={`exclusion.${submitting ? 'submitting' : 'confirming'}`} onClose={onClose} size="medium">
      <FlowForm onSubmit={() => flow.send({ type: 'CONFIRM' })}>
        <p>{t(selfExclusion ? 'rg.confirm.selfExclusion' : 'rg.confirm.timeout', { length })}</p>
        {choiceNeedsPassword(choice) && (
          <label className={field}>
            {t('rg.confirm.password')}
            <input
              type="password"
              autoComplete="current-password"
              value={password}
              disabled={submitting}
              data-autofocus
              onChange={(event) => flow.send({ type: 'CHANGE_PASSWORD', value: event.target.value })}
            />
          </label>
        )}
        <button type="submit" className={primaryButton} disabled={submitting || !canConfirm} aria-busy={submitting}>
          {submitting ? t('rg.confirm.submitting') : t('rg.confirm.submit')}
        </button>
        <button type="button" className={linkButton} disabled={submitting} onClick={() => flow.send({ type: 'CANCEL' })}>
          {t('rg.cancel')}
        </button>
      </FlowForm>
    </Dialog>
  );
}
