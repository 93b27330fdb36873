// The popup waits for the player's first input (src/platform/firstInput.ts):
// the inputs that end Chromium's largest-paint measure, and no other event.
import { describe, expect, it } from 'vitest';
import { firstInput, inputAnswered } from '../../src/platform/firstInput';

const settledYet = async (promise: Promise<void>) => {
  let settled = false;
  void promise.then(() => (settled = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return settled;
};

describe('first input', () => {
  it('waits through scrolling, mouse moves and focus, and resolves at a key, a tap, a click or a wheel', async () => {
    for (const event of [new KeyboardEvent('keydown', { key: 'Shift' }), new Event('pointerdown'), new Event('touchstart'), new WheelEvent('wheel')]) {
      const input = firstInput();
      for (const other of ['scroll', 'mousemove', 'focus', 'resize']) window.dispatchEvent(new Event(other));
      expect(await settledYet(input), `before ${event.type}`).toBe(false);
      document.body.dispatchEvent(event);
      expect(await settledYet(input), event.type).toBe(true);
    }
  });

  it('says when the input under way has been answered: after its click, key-up or wheel has been handled and the page painted, or after a second', async () => {
    for (const [down, up] of [
      [new Event('pointerdown'), new MouseEvent('click', { bubbles: true })],
      [new KeyboardEvent('keydown', { key: 'a' }), new KeyboardEvent('keyup', { key: 'a', bubbles: true })],
      [new Event('touchstart'), new Event('pointercancel', { bubbles: true })],
    ] as const) {
      const answered = inputAnswered();
      document.body.dispatchEvent(down);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await settledYet(answered), `held while the ${down.type} goes on`).toBe(false);
      document.body.dispatchEvent(up);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await settledYet(answered), `after ${up.type} and a paint`).toBe(true);
    }
    const held = inputAnswered();
    expect(await settledYet(held)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await settledYet(held), 'a long press or a drag: after a second').toBe(true);
  });
});
