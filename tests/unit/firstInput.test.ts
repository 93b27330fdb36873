// The popup waits for the player's first input (src/platform/firstInput.ts):
// the inputs that end Chromium's largest-paint measure, and no other event.
import { describe, expect, it } from 'vitest';
import { firstInput } from '../../src/platform/firstInput';
import { inputsRested } from '../../src/platform/inputsRested';

const settledYet = async (promise: Promise<void>) => {
  let settled = false;
  void promise.then(() => (settled = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return settled;
};

describe('first input', () => {
  it('waits through scrolling, mouse moves and focus, and resolves at a key, a tap, a click or a wheel', async () => {
    for (const event of [
      new KeyboardEvent('keydown', { key: 'Shift' }),
      new Event('pointerdown'),
      new Event('touchstart'),
      new WheelEvent('wheel'),
    ]) {
      const input = firstInput();
      for (const other of ['scroll', 'mousemove', 'focus', 'resize']) window.dispatchEvent(new Event(other));
      expect(await settledYet(input), `before ${event.type}`).toBe(false);
      document.body.dispatchEvent(event);
      expect(await settledYet(input), event.type).toBe(true);
    }
  });

  it('says when the hands have rested: no key, press, tap, click or wheel for 300 ms, and the page painted', async () => {
    const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const rested = inputsRested();
    // A typist at 150 ms a key: never a rest.
    for (let key = 0; key < 5; key++) {
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
      await wait(75);
      document.body.dispatchEvent(new KeyboardEvent('keyup', { key: 'a', bubbles: true }));
      await wait(75);
      expect(await settledYet(rested), `while typing, key ${key + 1}`).toBe(false);
    }
    // A tap's click a moment later starts the wait again.
    document.body.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await wait(200);
    expect(await settledYet(rested), '200 ms after the click').toBe(false);
    await wait(200);
    expect(await settledYet(rested), '400 ms after the click, a frame painted').toBe(true);
  });
});
