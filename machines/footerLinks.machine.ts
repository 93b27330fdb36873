import { setup } from 'xstate';

/** Spec section 9: the settings link is added 1000 ms after the view starts. */
export const SETTINGS_LINKS_DELAY_MS = 1000;

/**
 * The footer's links that come from the site settings (the social links and
 * the licence): added 1000 ms after the footer starts (spec section 9), in a
 * place the footer keeps for them, so nothing moves when they come.
 */
export const footerLinksMachine = setup({
  delays: { settingsLinks: SETTINGS_LINKS_DELAY_MS },
}).createMachine({
  id: 'footerLinks',
  description: 'The settings links of the footer: added 1000 ms after it starts.',
  initial: 'waiting',
  states: {
    waiting: { description: 'The place is kept empty.', after: { settingsLinks: 'shown' } },
    shown: { description: 'The social links and the licence, each with its target.' },
  },
});
