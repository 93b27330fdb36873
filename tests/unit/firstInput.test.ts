// The popup waits for the player's first input (src/platform/firstInput.ts):
// the inputs that end Chromium's largest-paint measure, and no other event.
import { describe, expect, it } from 'vitest';
import { firstInput } from '../../src/platform/firstInput';

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
});
