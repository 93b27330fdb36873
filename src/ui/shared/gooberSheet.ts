import { yieldToBrowser } from '../../platform/yieldToBrowser';

/**
 * goober adds each new rule by rewriting the whole text of its `<style>`
 * element, and Chromium re-parses the whole sheet on every rewrite: the home
 * page's 67 rules cost about 200 ms of a 4×-slowed phone's main thread, all
 * inside the first screen's long tasks (docs/performance.md, issue 20).
 *
 * Before it makes an element, goober takes the one at `window._goober` (the
 * element with that id) and reads and writes the `data` of its first child.
 * Given this stand-in there, goober keeps working on a plain string, and
 * each rule it adds reaches the real sheet through `insertRule`: the new rules
 * alone are parsed, synchronously, so a layout effect that measures right
 * after a render still sees its styles. A text that is neither the old one
 * with rules after it nor before it (goober replacing a global style) is
 * written whole, as goober would have.
 *
 * `firstRulesLater`: the rules made before the current task ends reach the
 * sheet in the next one (ahead of the page's own next step, which yields the
 * same way). The page's modules make theirs as they are evaluated, before
 * anything is drawn with them, and adding them was a fifth of the views'
 * evaluation task on a 4×-slowed phone (issue 31); later rules (a render's)
 * are added at once, as above.
 */
export function installGooberSheet(doc: Document = document, { firstRulesLater = false } = {}): void {
  const view = doc.defaultView;
  if (!view || '_goober' in view) return;
  const element = doc.head.appendChild(doc.createElement('style'));
  element.id = '_goober';
  let text = ' ';
  /** Rules made but not yet in the sheet, in order, each to go after the others or before them all. */
  let waiting: Array<{ rules: string; first: boolean }> | null = firstRulesLater ? [] : null;
  const add = (rules: string, first: boolean) => {
    if (waiting?.push({ rules, first }) === 1) void yieldToBrowser().then(addWaiting);
    else if (!waiting) insertRules(element.sheet!, rules, first ? 0 : element.sheet!.cssRules.length);
  };
  const addWaiting = () => {
    const rules = waiting ?? [];
    waiting = null;
    for (const { rules: text, first } of rules) add(text, first);
  };
  const firstChild = {
    get data() {
      return text;
    },
    set data(next: string) {
      if (next.startsWith(text)) add(next.slice(text.length), false);
      else if (next.endsWith(text)) add(next.slice(0, -text.length), true);
      else {
        // The whole text (what was waiting with it).
        waiting &&= [];
        element.textContent = next;
      }
      text = next;
    },
  };
  // goober sets its nonce on it and finds a parent (so appends nothing).
  Object.assign(view, { _goober: { firstChild, parentNode: doc.head } });
}

/** Each top-level rule of `css` into `sheet` from `index` on; one the browser does not know is dropped, as its parser would. */
function insertRules(sheet: CSSStyleSheet, css: string, index: number): void {
  for (const rule of topLevelRules(css)) {
    try {
      sheet.insertRule(rule, index);
      index += 1;
    } catch {
      // An unknown selector or at-rule: a parsed sheet would drop it too.
    }
  }
}

/** `.a{x:1}@media (w){.a{x:2}}` → ['.a{x:1}', '@media (w){.a{x:2}}']: goober writes no comments, no braces in strings and no @import. */
export function topLevelRules(css: string): string[] {
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i++) {
    if (css[i] === '{') depth += 1;
    else if (css[i] === '}' && --depth === 0) {
      rules.push(css.slice(start, i + 1));
      start = i + 1;
    }
  }
  return rules;
}
