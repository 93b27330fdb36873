import { useSelector } from '@xstate/react';
import { css } from 'goober';
import type { ActorRefFrom } from 'xstate';
import type { phoneValidationMachine } from '../../../machines/phoneValidation.machine';
import type { registrationMachine } from '../../../machines/registration.machine';
import { PhoneSteps } from '../shared/phone/PhoneSteps';
import { useApp, useT } from '../shared/AppContext';
import { Dialog } from '../shared/Dialog';
import { linkButton, primaryButton, secondaryButton } from '../shared/forms';
import { RegistrationForm } from './RegistrationForm';
import { DepositLimitOffer } from '../shared/DepositLimitOffer';
import { accountStrings } from '../../i18n/accountStrings';
import { addStrings } from '../../i18n/packs';
import { limitOfferStrings } from '../../i18n/limitOfferStrings';
import { statePath } from '../shared/statePath';
import { formatLira } from '../../platform/lira';

addStrings(limitOfferStrings);

addStrings(accountStrings);

const footer = css`
  max-width: 44rem;
  margin: 1rem auto 0;
`;
const celebration = css`
  display: grid;
  justify-items: center;
  gap: 1rem;
  text-align: center;
  padding: 2rem 0;
  div {
    display: flex;
    gap: 1rem;
    flex-wrap: wrap;
    justify-content: center;
  }
`;

/** Sign Up: the registration machine's form, phone and code steps, and the celebration. */
export function RegistrationDialog({ flow, onClose }: { flow: ActorRefFrom<typeof registrationMachine>; onClose(): void }) {
  const t = useT();
  const { actors, i18n } = useApp();
  // What QA reads in data-state (the form's inner steps are the form's own); the view itself reads the flow by typed matches.
  const state = useSelector(flow, (s) => (s.matches('form') ? 'form' : statePath(s.value)));
  const inForm = useSelector(flow, (s) => s.matches('form'));
  const verifying = useSelector(flow, (s) => s.matches('verifying'));
  const celebrating = useSelector(flow, (s) => s.matches('celebrating'));
  const offersDeposit = useSelector(flow, (s) => s.matches({ celebrating: 'withoutBonus' }));
  const claiming = useSelector(flow, (s) => s.matches({ celebrating: 'claiming' }));
  const offersBonus = useSelector(flow, (s) => s.matches({ celebrating: 'withBonus' })) || claiming;
  const claimed = useSelector(flow, (s) => s.matches({ celebrating: 'claimed' }));
  const phone = useSelector(flow, (s) => s.children.phone) as ActorRefFrom<typeof phoneValidationMachine> | undefined;
  const amount = useSelector(flow, (s) => s.context.trialBonusAmount);

  return (
    <Dialog title={t('registration.title')} state={`registration.${state}`} onClose={onClose}>
      {inForm && (
        <>
          <RegistrationForm flow={flow} />
          <p className={footer}>
            {t('login.haveAccount')}{' '}
            <button type="button" className={linkButton} onClick={() => actors.dialogs.send({ type: 'OPEN.LOGIN' })}>
              {t('login.title')}
            </button>
          </p>
        </>
      )}
      {verifying && phone && (
        <>
          <PhoneSteps flow={phone} />
          <p>
            <button type="button" className={linkButton} onClick={() => flow.send({ type: 'SKIP_VERIFICATION' })}>
              {t('registration.skip')}
            </button>
          </p>
        </>
      )}
      {celebrating && (
        <div className={celebration} role="status">
          <h3>{t('phone.congratulations')}</h3>
          {offersDeposit && (
            <>
              <p>{t('registration.celebrate')}</p>
              <div>
                <button type="button" className={primaryButton} onClick={() => flow.send({ type: 'GO_DEPOSIT' })} data-autofocus>
                  {t('registration.deposit')}
                </button>
                <button type="button" className={secondaryButton} onClick={() => flow.send({ type: 'OPEN_LIVE_CHAT' })}>
                  {t('registration.liveChat')}
                </button>
              </div>
            </>
          )}
          {offersBonus && (
            <>
              <p>{t('registration.celebrateBonus')}</p>
              <p>
                <strong>{formatLira(amount, i18n.formatMoney)}</strong>
              </p>
              <button
                type="button"
                className={primaryButton}
                disabled={claiming}
                aria-busy={claiming}
                onClick={() => flow.send({ type: 'CLAIM_TRIAL_BONUS' })}
                data-autofocus
              >
                {t('registration.yes')}
              </button>
            </>
          )}
          {claimed && <p>{t('registration.claimed')}</p>}
          {!claimed && (
            <DepositLimitOffer>
              <button type="button" className={linkButton} onClick={() => flow.send({ type: 'SET_DEPOSIT_LIMIT' })}>
                {t('limitOffer.link')}
              </button>
            </DepositLimitOffer>
          )}
        </div>
      )}
    </Dialog>
  );
}
