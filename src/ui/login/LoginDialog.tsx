import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { loginMachine } from '../../../machines/login.machine';
import { useApp, useT } from '../shared/AppContext';
import { Dialog } from '../shared/Dialog';
import { FlowForm } from '../shared/FlowForm';
import { NotAMember } from '../shared/NotAMember';
import { field, linkButton, primaryButton } from '../shared/forms';
import { accountStrings } from '../../i18n/accountStrings';
import { addStrings } from '../../i18n/packs';

addStrings(accountStrings);

export function LoginDialog({ flow, onClose }: { flow: ActorRefFrom<typeof loginMachine>; onClose(): void }) {
  const t = useT();
  const { actors } = useApp();
  const username = useSelector(flow, (s) => s.context.username);
  const password = useSelector(flow, (s) => s.context.password);
  const submitting = useSelector(flow, (s) => s.matches('submitting'));
  const canSubmit = useSelector(flow, (s) => s.can({ type: 'SUBMIT' }));

  return (
    <Dialog title={t('login.title')} state={`login.${submitting ? 'submitting' : 'editing'}`} onClose={onClose}>
      <FlowForm onSubmit={() => flow.send({ type: 'SUBMIT' })}>
        <label className={field}>
          {t('login.username')}
          <input
            name="username"
            data-autofocus
            autoComplete="username"
            value={username}
            maxLength={50}
            disabled={submitting}
            onChange={(e) => flow.send({ type: 'CHANGE', field: 'username', value: e.target.value })}
          />
        </label>
        <label className={field}>
          {t('login.password')}
          <input
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            maxLength={100}
            disabled={submitting}
            onChange={(e) => flow.send({ type: 'CHANGE', field: 'password', value: e.target.value })}
          />
        </label>
        <button type="submit" className={primaryButton} disabled={!canSubmit} aria-busy={submitting}>
          {submitting ? t('login.submitting') : t('login.submit')}
        </button>
        <button type="button" className={linkButton} onClick={() => actors.dialogs.send({ type: 'OPEN.RECOVERY' })}>
          {t('recovery.link')}
        </button>
        <NotAMember />
      </FlowForm>
    </Dialog>
  );
}
