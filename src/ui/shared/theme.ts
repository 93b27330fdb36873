// Design tokens, shared by every view's goober styles.
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
  radius: '8px',
  topNotificationHeight: '30px',
  breakpoint: { md: '768px', lg: '992px', xl: '1200px' },
  /** Below md: labels of icon buttons are for screen readers only. */
  narrow: '(max-width: 767.98px)',
} as const;
