import { useSelector } from '@xstate/react';
import { css } from 'goober';
import type { ActorRefFrom } from 'xstate';
import type { paymentMachine } from '../../../machines/payment.machine';
import type { paymentMethodsMachine } from '../../../machines/paymentMethods.machine';
import { PaymentType } from '../../../contract/enums';
import { addStrings } from '../../i18n/packs';
import { casinoStrings } from '../../i18n/casinoStrings';
import { FailedNotice } from '../shared/FailedNotice';
import { useApp, useT } from '../shared/AppContext';
import { Dialog } from '../shared/Dialog';
import { linkAsButton, primaryButton, secondaryButton } from '../shared/forms';
import { theme } from '../shared/theme';
import { cardListRules } from '../shared/layout';
import { PaymentForm } from './PaymentForm';
import { Link } from 'wouter';
import { RESPONSIBLE_GAMING_ROUTE } from '../../routes';
import { DepositLimitOffer } from '../shared/DepositLimitOffer';
import { limitOfferStrings } from '../../i18n/limitOfferStrings';
import { formatLira } from '../../platform/lira';
import { statePath } from '../shared/statePath';

addStrings(limitOfferStrings);

addStrings(casinoStrings);

const list = css`
  ${cardListRules('13rem')}
  button {
    display: grid;
    justify-items: center;
    gap: ${theme.space.sm};
    width: 100%;
    padding: ${theme.space.md};
    font: inherit;
    color: ${theme.color.text};
    background: ${theme.color.surface};
    border: 1px solid ${theme.color.surfaceRaised};
    border-radius: ${theme.radius};
    cursor: pointer;
    &:hover {
      border-color: ${theme.color.accent};
    }
  }
  img {
    width: 8rem;
    height: 4rem;
    object-fit: contain;
  }
  strong {
    font-size: ${theme.text.lg};
  }
  small {
    color: ${theme.color.textMuted};
  }
`;

type MethodsFlow = ActorRefFrom<typeof paymentMethodsMachine>;

/**
 * The methods and, once one is chosen, its payment form: in a dialog of its
 * own on the dashboard pages, in place inside the game view's Deposit Money
 * dialog (one dialog at a time).
 */
export function PaymentMethods({ flow, inDialog }: { flow: MethodsFlow; inDialog: boolean }) {
  const t = useT();
  const { i18n } = useApp();
  const state = useSelector(flow, (s) => statePath(s.value));
  const loading = useSelector(flow, (s) => s.matches('loading'));
  const failed = useSelector(flow, (s) => s.matches('failed'));
  const paying = useSelector(flow, (s) => s.matches('paying'));
  const methods = useSelector(flow, (s) => s.context.methods);
  const chosen = useSelector(flow, (s) => s.context.chosen);
  const payment = useSelector(flow, (s) => s.children.payment) as ActorRefFrom<typeof paymentMachine> | undefined;
  const offerDepositLimit = useSelector(flow, (s) => s.context.offerDepositLimit);

  if (loading)
    return (
      <p role="status" data-state="paymentMethods.loading">
        {t('app.loading')}
      </p>
    );
  if (failed) {
    return <FailedNotice message={t('payment.methodsFailed')} retry={() => flow.send({ type: 'RETRY' })} state="paymentMethods.failed" />;
  }
  if (paying && payment && chosen && inDialog) {
    return (
      <section data-state="paymentMethods.paying" aria-label={chosen.title}>
        <h3>{chosen.title}</h3>
        <PaymentForm key={payment.sessionId} flow={payment} />
        <p>
          <button type="button" className={secondaryButton} onClick={() => payment.send({ type: 'CLOSE' })}>
            {t('payment.back')}
          </button>
        </p>
      </section>
    );
  }
  return (
    <div data-state={`paymentMethods.${state}`}>
      {offerDepositLimit && (
        <DepositLimitOffer>
          <Link href={RESPONSIBLE_GAMING_ROUTE} className={`${primaryButton} ${linkAsButton}`}>
            {t('limitOffer.link')}
          </Link>
        </DepositLimitOffer>
      )}
      {methods.length === 0 ? (
        <p>{t('payment.noMethods')}</p>
      ) : (
        <>
          <h2>{t('payment.chooseMethod')}</h2>
          <ul className={list}>
            {methods.map((method) => (
              <li key={method.id}>
                <button
                  type="button"
                  aria-label={t('payment.choose', { title: method.title })}
                  onClick={() => flow.send({ type: 'CHOOSE', id: method.id })}
                >
                  {method.imageUrl && <img src={method.imageUrl} alt="" width={128} height={64} />}
                  <strong>{method.title}</strong>
                  <small>
                    {t('payment.limits', {
                      min: formatLira(method.minAmount, i18n.formatMoney),
                      max: formatLira(method.maxAmount, i18n.formatMoney),
                    })}
                  </small>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {paying && payment && chosen && !inDialog && (
        <Dialog
          title={chosen.title}
          state={`payment.${chosen.type === PaymentType.Withdraw ? 'withdraw' : 'deposit'}`}
          onClose={() => payment.send({ type: 'CLOSE' })}
          size="medium"
        >
          <PaymentForm key={payment.sessionId} flow={payment} />
        </Dialog>
      )}
    </div>
  );
}
