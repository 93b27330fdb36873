// The number box in the browser (spec section 5 'Number input', section 9's
// spin timing): the Amount of the card deposit form, bounded by the card
// method's limits. Focus, typing, leaving (Tab), and the spin buttons held
// with the mouse: one step at once, again after 500 ms and every 40 ms after
// (the page's clock is paused: the repeats come only when the path says).
// The model's amount box is bounded 50 to 1,000; the page's by the method:
// the checks hold for any bounds (at rest the value is inside them, shown
// with the lira sign).
import { expect, type Locator } from '@playwright/test';
import { numberInputModel } from '../../../model/models/numberInput.model';
import { defineAdapter } from '../adapter';
import { typeInto } from '../../helpers';
import { newPlayerOnDepositPage } from './shared';

const AMOUNT_BOX = 'an amount of 50 to 1,000 lira';

interface Data {
  box: Locator;
  dialog: Locator;
}

/** The box holds a value inside its bounds, or none. */
async function insideBounds(box: Locator) {
  const now = await box.getAttribute('aria-valuenow');
  if (now === null) return;
  const [min, max] = [await box.getAttribute('aria-valuemin'), await box.getAttribute('aria-valuemax')];
  if (min !== null) expect(Number(now)).toBeGreaterThanOrEqual(Number(min));
  if (max !== null) expect(Number(now)).toBeLessThanOrEqual(Number(max));
}

export const numberInputAdapter = defineAdapter<Data>({
  id: 'numberInput',
  model: numberInputModel,
  // The site's number boxes are payment amounts: none is 'any number, never empty'.
  inputs: [AMOUNT_BOX],
  pausedClock: true,
  async start({ page, request, t }) {
    const { card } = await newPlayerOnDepositPage(page, request);
    await page.getByRole('button', { name: t('payment.choose', { title: card }) }).click();
    const dialog = page.getByRole('dialog', { name: card });
    const box = dialog.getByRole('spinbutton', { name: t('payment.fields.Amount') });
    await expect(box).toBeVisible();
    return { box, dialog };
  },
  events: {
    async FOCUS({ data }) {
      // A box still focused from before the spin (the buttons keep focus where it was) is left first.
      await data.box.blur();
      await data.box.focus();
    },
    async TYPE({ data }, event) {
      // The model's text is what the box is given: typed key by key over what it holds, each key a TYPE of its own.
      await typeInto(data.box, event.text as string);
    },
    async BLUR({ data }) {
      await data.box.blur();
    },
    async 'SPIN.START'({ page, data, t }, event) {
      const label = t('payment.fields.Amount');
      const button = data.dialog.getByRole('button', {
        name: t(event.direction === 1 ? 'payment.increase' : 'payment.decrease', { label }),
      });
      await button.hover();
      await page.mouse.down();
    },
    async 'SPIN.STOP'({ page }) {
      await page.mouse.up();
    },
  },
  states: {
    async idle({ data }) {
      await expect(data.box).not.toBeFocused();
      await insideBounds(data.box);
      // At rest a value shows formatted: the lira sign first.
      if ((await data.box.getAttribute('aria-valuenow')) !== null) await expect(data.box).toHaveValue(/^₺/);
    },
    async editing({ data }) {
      await expect(data.box).toBeFocused();
      await expect(data.box).not.toHaveValue(/₺/);
    },
    async 'spinning.held'({ data }) {
      // One step at once: the box holds a value inside its bounds.
      await expect(data.box).toHaveAttribute('aria-valuenow', /\d/);
      await insideBounds(data.box);
    },
    async 'spinning.repeating'({ data }) {
      await expect(data.box).toHaveAttribute('aria-valuenow', /\d/);
      await insideBounds(data.box);
    },
  },
});
