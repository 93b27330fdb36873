// Design tokens, shared by every view's goober styles.

/** Apart, so that what needs only these (the boot script's picture sources) does not carry the whole theme. */
export const breakpoint = { md: '768px', lg: '992px', xl: '1200px' } as const;

export const theme = {
  color: {
    page: '#0f1923',
    surface: '#17242f',
    surfaceRaised: '#1f3140',
    text: '#f2f5f7',
    textMuted: '#b8c4cc',
    accent: '#f5b70a',
    accentText: '#1a1300',
    danger: '#ff6b6b',
    focus: '#7cc4ff',
  },
  font: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  /** Type scale (rem): small print, body, lead, section and page titles. */
  text: { sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.5rem', xxl: '2rem' },
  /** Spacing steps (rem). */
  space: { xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2.5rem' },
  radius: '8px',
  /** The width of the pages' column (home, casino, promotions; the boot frame draws the same). */
  pageColumn: '90rem',
  /** The phone's bottom bar; the page keeps this much room below its content. */
  bottomBarHeight: '60px',
  headerZ: 30,
  /** Spec section 9: the phone's header is 35 px high (its bottom border included). */
  phoneHeaderHeight: '35px',
  /** Spec section 9: the phone header's Deposit button is 110 px wide. */
  phoneDepositWidth: '110px',
  topNotificationHeight: '30px',
  breakpoint,
  /** Below md: labels of icon buttons are for screen readers only. */
  narrow: '(max-width: 767.98px)',
  wide: '(min-width: 768px)',
} as const;
