import { css } from 'goober';
import { useId, type ReactNode } from 'react';
import { limitOfferStrings } from '../../i18n/limitOfferStrings';
import { addStrings } from '../../i18n/packs';
import { useT } from './AppContext';
import { theme } from './theme';

addStrings(limitOfferStrings);

const offer = css`
  margin: ${theme.space.md} 0;
  padding: ${theme.space.sm} ${theme.space.md};
  border-left: 4px solid ${theme.color.accent};
  border-radius: ${theme.radius};
  background: ${theme.color.surfaceRaised};
  text-align: start;
  h3 {
    margin: 0 0 ${theme.space.xs};
    font-size: ${theme.text.md};
  }
  p {
    margin: 0 0 ${theme.space.sm};
  }
`;

/**
 * The offer of a deposit limit (issue 8; UKGC: at registration or the first
 * deposit). `children` is the way there: a button that tells the flow, or a link.
 */
export function DepositLimitOffer({ children }: { children: ReactNode }) {
  const t = useT();
  const headingId = useId();
  return (
    <section className={offer} aria-labelledby={headingId} data-offer="deposit-limit">
      <h3 id={headingId}>{t('limitOffer.title')}</h3>
      <p>{t('limitOffer.text')}</p>
      {children}
    </section>
  );
}
