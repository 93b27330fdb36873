import { useSelector } from '@xstate/react';
import { css } from 'goober';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { changePasswordMachine } from '../../../machines/changePassword.machine';
import { useApp, useT } from '../shared/AppContext';
import { Breadcrumb } from '../shell/Breadcrumb';
import { ChangePasswordForm } from './ChangePasswordForm';

const page = css`
  max-width: 40rem;
  margin: 0 auto;
  padding: 1.5rem 1rem 3rem;
`;

/** /dashboard/change-password: the page runs its own changePassword flow while shown. */
export function ChangePasswordPage() {
  const { actors } = useApp();
  const t = useT();
  useEffect(() => {
    actors.app.send({ type: 'PAGE.ENTER', page: 'changePassword' });
    return () => actors.app.send({ type: 'PAGE.LEAVE', page: 'changePassword' });
  }, [actors]);
  const flow = useSelector(actors.app, (s) => s.children['page.changePassword']) as ActorRefFrom<typeof changePasswordMachine> | undefined;
  return (
    <section className={page} data-state="page.changePassword">
      <Breadcrumb items={[{ label: t('breadcrumb.dashboard'), url: '/dashboard' }, { label: t('changePassword.title'), url: '/dashboard/change-password' }]} />
      <h1>{t('changePassword.title')}</h1>
      {flow ? <ChangePasswordForm key={flow.sessionId} flow={flow} /> : <p role="status">{t('app.loading')}</p>}
    </section>
  );
}
