// Names of Object.prototype's members where the server expects data (issue
// 32, L4): `/media/constructor/x.svg` answered 500, because `kind in
// MEDIA_SIZES` finds `constructor` on the prototype. Every route the app
// serves gets each name in each path segment, the query, every JSON field
// and as a JSON key; none may answer 5xx. (Lint forbids the pattern itself:
// `in` over request data in server/, eslint.config.js.)
import { describe, expect, it } from 'vitest';
import { calls } from '../../contract/calls';
import { registered, useTestApi } from './testServer';

const t = useTestApi();

const NAMES = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  '__defineGetter__',
  'toLocaleString',
];

const fieldsOf = (schema: unknown) =>
  Object.keys((schema as { _zod?: { def?: { shape?: Record<string, unknown> } } })._zod?.def?.shape ?? {});
const FIELDS = [
  ...new Set([
    'token',
    'stake',
    'bet',
    'lang',
    'referrer',
    'to',
    'name',
    'code',
    'system',
    'selection',
    'eventId',
    ...Object.values(calls).flatMap((call) => fieldsOf(call.request)),
  ]),
];

describe("Object.prototype's names as data (issue 32, L4)", () => {
  it('no route answers 5xx to one in a path segment, the query, a JSON field or a JSON key', async () => {
    const player = await registered(t.api);
    const routes = new Map<string, { method: string; path: string }>();
    for (const route of t.api.app.routes) if (route.method !== 'ALL') routes.set(`${route.method} ${route.path}`, route);
    const failures: string[] = [];
    let tried = 0;
    for (const { method, path } of routes.values()) {
      const params = path.match(/:[a-zA-Z]+(\{[^}]*\})?|\*$/g) ?? [];
      for (const name of NAMES) {
        // The name in each segment in turn, the others plausible (a file name ends in .svg).
        const targets =
          params.length === 0
            ? [path]
            : params.map((_, at) => {
                let i = 0;
                return path.replace(/:[a-zA-Z]+(\{[^}]*\})?|\*$/g, () => (i++ === at ? encodeURIComponent(name) : 'x.svg'));
              });
        for (const target of targets) {
          const query = `?${new URLSearchParams([
            [name, name],
            ['to', name],
            ['lang', name],
            ['token', name],
            ['kind', name],
          ])}`;
          const bodies =
            method === 'POST'
              ? [
                  JSON.stringify(Object.fromEntries(FIELDS.map((field) => [field, name]))),
                  `{"${name}":{"${name}":1},"detail":{"${name}":"1"}}`,
                ]
              : [undefined];
          for (const body of bodies) {
            const response = await t.api.app.request(target + query, {
              method,
              headers: {
                authorization: `Bearer ${player.token}`,
                'content-type': 'application/json',
                'x-locale': name,
                'accept-language': name,
                'x-fingerprint': name,
              },
              body,
            });
            tried += 1;
            // The tests run without a build: the page's fallback says so with a 503, whatever the path.
            const unbuilt = response.status === 503 && (await response.text()).includes('The site is not built');
            if (response.status >= 500 && !unbuilt)
              failures.push(`${method} ${target}${body ? ` ${body.slice(0, 60)}` : ''} → ${response.status}`);
          }
        }
      }
    }
    console.log(`[prototype names] ${tried} requests over ${routes.size} routes`);
    expect(failures).toEqual([]);
  }, 120_000);
});
