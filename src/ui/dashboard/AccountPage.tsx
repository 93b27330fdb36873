import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { css } from 'goober';
import type { ActorRefFrom } from 'xstate';
import type { accountProfileMachine } from '../../../machines/accountProfile.machine';
import { useApp, useT } from '../shared/AppContext';
import { linkButton, secondaryButton } from '../shared/forms';
import { theme } from '../shared/theme';
import { LazyFlowView } from '../shared/LazyFlowView';
import { usePageFlow } from '../shared/usePageFlow';
import { DashboardPage } from '../shared/dashboard/DashboardPage';
import { accountStrings } from '../../i18n/accountStrings';
import { addStrings } from '../../i18n/packs';
import { DASHBOARD_ROUTES } from '../../dashboardRoutes';
import { EMAIL_CODE_PARAMETER } from '../../../contract/schemas';
import { formatDay } from '../../platform/formatDay';
import { formatLira } from '../../platform/lira';

addStrings(accountStrings);

const details = css`
  display: grid;
  grid-template-columns: minmax(8rem, auto) 1fr;
  gap: 0.6rem ${theme.space.lg};
  margin: 0;
  dt {
    color: ${theme.color.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  @media ${theme.narrow} {
    grid-template-columns: 1fr;
    gap: 0.15rem;
    dd {
      margin-bottom: 0.6rem;
    }
  }
`;
const badge = css`
  display: inline-block;
  margin-left: ${theme.space.sm};
  padding: 0 0.5rem;
  border-radius: 999px;
  font-size: 0.75rem;
  font-weight: 700;
  &[data-verified='true'] {
    background: #1f6f43;
    color: #fff;
  }
  &[data-verified='false'] {
    background: ${theme.color.danger};
    color: #1a0506;
  }
`;

/** /dashboard/account: the player's details from customer/profile. */
export function AccountPage() {
  const lazyRef = usePageFlow('account');
  return (
    <DashboardPage route={DASHBOARD_ROUTES.account} state="page.account">
      <LazyFlowView lazyRef={lazyRef}>{(flow) => <AccountDetails key={flow.sessionId} flow={flow} />}</LazyFlowView>
    </DashboardPage>
  );
}

function AccountDetails({ flow }: { flow: ActorRefFrom<typeof accountProfileMachine> }) {
  const { actors, i18n } = useApp();
  const t = useT();
  const state = useSelector(flow, (s) => s.value);
  const loading = useSelector(flow, (s) => s.matches('loading'));
  const failed = useSelector(flow, (s) => s.matches('failed'));
  const shown = useSelector(flow, (s) => s.matches('shown'));
  const profile = useSelector(flow, (s) => s.context.profile);
  const balance = useSelector(actors.session, (s) => s.context.session?.balance ?? null);
  // The session knows about a phone verified a moment ago; the profile may predate it.
  const verified = useSelector(actors.session, (s) => s.context.session?.smsVerified ?? false) || (profile?.smsVerified ?? false);
  // The same for an address confirmed a moment ago.
  const emailConfirmed =
    useSelector(actors.session, (s) => s.context.session?.emailConfirmed ?? false) || (profile?.emailConfirmed ?? false);
  const day = (iso: string) => formatDay(iso, i18n.language);
  const linkCode = new URLSearchParams(useSearch()).get(EMAIL_CODE_PARAMETER);
  const [, navigate] = useLocation();
  // The e-mail's link: its code goes to the confirmation once the address is known, and leaves the address bar.
  useEffect(() => {
    if (linkCode === null || !shown || !profile) return;
    navigate(DASHBOARD_ROUTES.account, { replace: true });
    if (!emailConfirmed) actors.dialogs.send({ type: 'OPEN.EMAIL_CONFIRMATION', email: profile.email, code: linkCode });
  }, [linkCode, shown, profile, emailConfirmed, navigate, actors]);

  return (
    <div data-state={`accountProfile.${state}`}>
      {loading && <p role="status">{t('app.loading')}</p>}
      {failed && (
        <div role="alert">
          <p>{t('account.failed')}</p>
          <button type="button" className={secondaryButton} onClick={() => flow.send({ type: 'RETRY' })}>
            {t('account.retry')}
          </button>
        </div>
      )}
      {shown && profile && (
        <dl className={details}>
          <dt>{t('account.username')}</dt>
          <dd>{profile.username}</dd>
          <dt>{t('account.userCode')}</dt>
          <dd>{profile.usercode}</dd>
          <dt>{t('account.name')}</dt>
          <dd>
            {profile.name} {profile.surname}
          </dd>
          <dt>{t('account.email')}</dt>
          <dd>
            {profile.email}
            <span className={badge} data-verified={emailConfirmed}>
              {emailConfirmed ? t('account.emailConfirmed') : t('account.emailNotConfirmed')}
            </span>{' '}
            {!emailConfirmed && (
              <button
                type="button"
                className={linkButton}
                onClick={() => actors.dialogs.send({ type: 'OPEN.EMAIL_CONFIRMATION', email: profile.email })}
              >
                {t('account.confirmEmail')}
              </button>
            )}
          </dd>
          <dt>{t('account.phone')}</dt>
          <dd>
            +{profile.phone}
            <span className={badge} data-verified={verified}>
              {verified ? t('account.verified') : t('account.notVerified')}
            </span>{' '}
            {verified ? (
              // Variant 2, which can change a verified number.
              <button type="button" className={linkButton} onClick={() => actors.dialogs.send({ type: 'OPEN.PHONE_VERIFICATION' })}>
                {t('phone.update')}
              </button>
            ) : (
              // Variant 1, 'Phone Validation'.
              <button type="button" className={linkButton} onClick={() => actors.dialogs.send({ type: 'OPEN.PHONE_VALIDATION' })}>
                {t('account.verifyNow')}
              </button>
            )}
          </dd>
          <dt>{t('account.password')}</dt>
          <dd>
            <span aria-hidden="true">••••••••</span>{' '}
            {/* The change-password dialog (spec section 2 'Dialogs'); the dashboard menu has the page too. */}
            <button type="button" className={linkButton} onClick={() => actors.dialogs.send({ type: 'OPEN.CHANGE_PASSWORD' })}>
              {t('account.changePassword')}
            </button>
          </dd>
          <dt>{t('account.birthDate')}</dt>
          <dd>{day(profile.birthDate)}</dd>
          <dt>{t('account.country')}</dt>
          <dd>{profile.country}</dd>
          <dt>{t('account.memberSince')}</dt>
          <dd>{day(profile.createdAt)}</dd>
          {balance !== null && (
            <>
              <dt>{t('account.balance')}</dt>
              <dd>{formatLira(balance, i18n.formatMoney)}</dd>
            </>
          )}
        </dl>
      )}
    </div>
  );
}
