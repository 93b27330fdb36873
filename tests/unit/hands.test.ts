// The player's hands as the popup waits for them (issue 31): a modal that
// opened under a typing player took their keys, so what counts as typing,
// and when the focus has left the fields, is checked here on a real DOM.
import { afterEach, describe, expect, it } from 'vitest';
import { isTextEntry, watchHands } from '../../src/platform/hands';

function recorder() {
  const heard: string[] = [];
  return { heard, report: { active: () => heard.push('active'), typing: () => heard.push('typing'), leftField: () => heard.push('left') } };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('what takes typed text', () => {
  it('is a text-like input, a textarea or editable content; not a checkbox, a button or a disabled field', () => {
    document.body.innerHTML = `
      <input id="search" type="search"><input id="plain"><input id="tel" type="tel"><input id="box" type="checkbox">
      <input id="off" disabled><input id="ro" readonly><textarea id="area"></textarea><div id="edit" contenteditable="true"></div><button id="go">Go</button>`;
    const of = (id: string) => isTextEntry(document.getElementById(id));
    expect(['search', 'plain', 'tel', 'area'].map(of)).toEqual([true, true, true, true]);
    expect(['box', 'off', 'ro', 'go'].map(of)).toEqual([false, false, false, false]);
    expect(isTextEntry(null)).toBe(false);
  });
});

describe('watching the hands', () => {
  it('tells typing at once when a field has the focus already, and left when the focus goes to a button', () => {
    document.body.innerHTML = '<input id="search" type="search"><button id="go">Go</button>';
    document.getElementById('search')!.focus();
    const { heard, report } = recorder();
    const stop = watchHands(report);
    expect(heard).toEqual(['typing']);
    document.getElementById('go')!.focus();
    expect(heard).toEqual(['typing', 'left']);
    stop();
  });

  it('stays typing from one field to the next', () => {
    document.body.innerHTML = '<input id="a"><input id="b"><button id="go">Go</button>';
    const { heard, report } = recorder();
    const stop = watchHands(report);
    document.getElementById('a')!.focus();
    document.getElementById('b')!.focus();
    expect(heard).toEqual(['typing', 'typing']);
    stop();
  });

  it('hears keys, presses and the wheel, and nothing once stopped', () => {
    const { heard, report } = recorder();
    const stop = watchHands(report);
    for (const type of ['keydown', 'pointerdown', 'wheel', 'touchstart']) window.dispatchEvent(new Event(type));
    expect(heard).toEqual(['active', 'active', 'active', 'active']);
    stop();
    window.dispatchEvent(new Event('keydown'));
    document.body.innerHTML = '<input id="a">';
    document.getElementById('a')!.focus();
    expect(heard).toHaveLength(4);
  });
});
