import { glob } from 'goober';
import { TOP_NOTIFICATION_PAGE_CLASS } from './pageClasses';
import { theme } from './theme';

export function installGlobalStyles() {
  glob`
    *, *::before, *::after { box-sizing: border-box; }
    html { color-scheme: dark; }
    body {
      margin: 0;
      min-height: 100vh;
      background: ${theme.color.page};
      color: ${theme.color.text};
      font-family: ${theme.font};
      line-height: 1.5;
      transition: padding-top 0.5s ease;
    }
    body.${TOP_NOTIFICATION_PAGE_CLASS} { padding-top: ${theme.topNotificationHeight}; }
    /* The sticky header stays below the fixed top notification bar. */
    body.${TOP_NOTIFICATION_PAGE_CLASS} [data-site-header] { top: ${theme.topNotificationHeight}; }
    /* Room for the phone's bottom bar below the last content. */
    @media ${theme.narrow} { body { padding-bottom: ${theme.bottomBarHeight}; } }
    a { color: ${theme.color.accent}; }
    :focus-visible { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; }
    .visually-hidden {
      position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
      overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
    }
  `;
}
