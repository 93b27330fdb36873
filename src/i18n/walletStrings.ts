// The balance's two parts (issue 18: bonus money is not cash), shown where
// the profile and the dashboard show the balance; loads with them.
export const walletStrings = {
  tr: {
    wallet: {
      breakdown: 'Bakiye dağılımı',
      cash: 'Nakit (çekilebilir)',
      bonus: 'Bonus (çevrimde)',
    },
  },
  en: {
    wallet: {
      breakdown: 'Balance breakdown',
      cash: 'Cash (withdrawable)',
      bonus: 'Bonus (being wagered)',
    },
  },
};
