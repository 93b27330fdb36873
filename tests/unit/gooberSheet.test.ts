// The stand-in sheet goober writes to (src/ui/shared/gooberSheet.ts): each rule
// reaches the page's sheet once, in goober's order, and styles apply at once.
// Runs isolated: goober keeps its classes in its module and its sheet in the
// page, and the sheet is installed once a page (vite.config.ts).
import { css, glob } from 'goober';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { installGooberSheet, topLevelRules } from '../../src/ui/shared/gooberSheet';

const element = () => document.getElementById('_goober') as HTMLStyleElement;
const standIn = () => (window as unknown as { _goober: { firstChild: { data: string } } })._goober.firstChild;
const ruleTexts = () => [...element().sheet!.cssRules].map((rule) => rule.cssText.replace(/\s+/g, ''));

describe('goober sheet', () => {
  beforeAll(() => installGooberSheet());

  it('puts each new class in the page sheet, applied before anything else runs', () => {
    const red = css`color: rgb(255, 0, 0);`;
    const div = document.body.appendChild(document.createElement('div'));
    div.className = red;
    expect(getComputedStyle(div).color).toBe('rgb(255, 0, 0)');
    expect(ruleTexts()).toContain(`.${red}{color:rgb(255,0,0);}`);
    // goober still sees its own text.
    expect(standIn().data).toContain(`.${red}{color:rgb(255, 0, 0);}`);
  });

  it('adds a class once, however often it is asked for, and keeps nested and media rules whole', () => {
    const before = ruleTexts().length;
    const card = () => css`
      padding: 1px;
      a { color: blue; }
      @media (max-width: 600px) { padding: 2px; }
    `;
    const name = card();
    expect(card()).toBe(name);
    const added = ruleTexts().slice(before);
    expect(added).toEqual([`.${name}{padding:1px;}`, `.${name}a{color:blue;}`, `@media(max-width:600px){.${name}{padding:2px;}}`]);
  });

  it('drops a rule the browser does not know, as its parser would, and keeps the rest', () => {
    // Chromium's insertRule throws on a selector it does not know (jsdom takes any).
    const sheet = element().sheet!;
    const insert = sheet.insertRule.bind(sheet);
    const spy = vi.spyOn(sheet, 'insertRule').mockImplementation((rule, index) => {
      if (rule.includes('::-moz-')) throw new DOMException('unknown selector', 'SyntaxError');
      return insert(rule, index);
    });
    const before = ruleTexts().length;
    const name = css`
      color: green;
      &::-moz-selection { color: red; }
      b { color: green; }
    `;
    spy.mockRestore();
    expect(ruleTexts().slice(before)).toEqual([`.${name}{color:green;}`, `.${name}b{color:green;}`]);
  });

  it('puts rules written before the old text at the front', () => {
    standIn().data = `.first-of-all{color:blue;}${standIn().data}`;
    expect(ruleTexts()[0]).toBe('.first-of-all{color:blue;}');
  });

  it('rewrites the sheet when goober replaces a global style', () => {
    glob`body { margin: 1px; }`;
    glob`body { margin: 2px; }`;
    const texts = ruleTexts();
    expect(texts).toContain('body{margin:2px;}');
    expect(texts).not.toContain('body{margin:1px;}');
    expect(texts.length).toBeGreaterThan(3);
  });
});

describe('top-level rules', () => {
  it('splits after each outermost block', () => {
    expect(topLevelRules('.a{x:1} @media (w){.a{x:2}.b{y:3}}@keyframes k{from{o:0}to{o:1}}').map((rule) => rule.trim())).toEqual([
      '.a{x:1}',
      '@media (w){.a{x:2}.b{y:3}}',
      '@keyframes k{from{o:0}to{o:1}}',
    ]);
    expect(topLevelRules('')).toEqual([]);
  });
});

const isStandIn = (value: unknown): value is { firstChild: { data: string } } =>
  typeof value === 'object' &&
  value !== null &&
  'firstChild' in value &&
  typeof value.firstChild === 'object' &&
  value.firstChild !== null &&
  'data' in value.firstChild;

describe('goober sheet with its first rules later', () => {
  it('adds the rules made before the task ends in the next task, in order, and later ones at once', async () => {
    // A fresh stand-in in place of the one above.
    element().remove();
    Reflect.deleteProperty(window, '_goober');
    installGooberSheet(document, { firstRulesLater: true });
    const standInOf = Reflect.get(window, '_goober');
    if (!isStandIn(standInOf)) throw new Error('no stand-in installed');
    const texts = () => [...element().sheet!.cssRules].map((rule) => rule.cssText.replace(/\s+/g, ''));
    standInOf.firstChild.data += '.a{color:red;}';
    standInOf.firstChild.data = `.first{color:blue;}${standInOf.firstChild.data}`;
    standInOf.firstChild.data += '.b{color:green;}';
    expect(texts()).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve));
    expect(texts()).toEqual(['.first{color:blue;}', '.a{color:red;}', '.b{color:green;}']);
    standInOf.firstChild.data += '.c{color:black;}';
    expect(texts().at(-1)).toBe('.c{color:black;}');
  });
});
