import { useSelector } from '@xstate/react';
import { css } from 'goober';
import { walletStrings } from '../../../i18n/walletStrings';
import { addStrings } from '../../../i18n/packs';
import { useApp, useT } from '../AppContext';
import { theme } from '../theme';
import { formatLira } from '../../../platform/lira';

addStrings(walletStrings);

const list = css`
  display: grid;
  grid-template-columns: auto auto;
  gap: 0.15rem 0.75rem;
  margin: 0.5rem 0;
  font-size: ${theme.text.sm};
  dt {
    color: ${theme.color.textMuted};
  }
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

/**
 * The balance's cash and bonus parts, while there is bonus money: bonus
 * money is played with like cash but is not withdrawable until it is
 * wagered through (docs/api.md, "Bonus money").
 */
export function BalanceBreakdown() {
  const { actors, i18n } = useApp();
  const t = useT();
  const session = useSelector(actors.session, (s) => s.context.session);
  const bonus = session?.bonusBalance ?? 0;
  if (!session || bonus <= 0) return null;
  return (
    <dl className={list} aria-label={t('wallet.breakdown')} data-balance-breakdown>
      <dt>{t('wallet.cash')}</dt>
      <dd data-cash>{formatLira(Math.max(0, Math.round((session.balance - bonus) * 100) / 100), i18n.formatMoney)}</dd>
      <dt>{t('wallet.bonus')}</dt>
      <dd data-bonus>{formatLira(bonus, i18n.formatMoney)}</dd>
    </dl>
  );
}
