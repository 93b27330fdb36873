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
 */
export function installGooberSheet(doc: Document = document): void {
  const view = doc.defaultView;
  if (!view || '_goober' in view) return;
  const element = doc.head.appendChild(doc.createElement('style'));
  element.id = '_goober';
  let text = ' ';
  const firstChild = {
    get data() {
      return text;
    },
    set data(next: string) {
      const sheet = element.sheet!;
      if (next.startsWith(text)) insertRules(sheet, next.slice(text.length), sheet.cssRules.length);
      else if (next.endsWith(text)) insertRules(sheet, next.slice(0, -text.length), 0);
      else element.textContent = next;
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
