// @vitest-environment node
// Issue 32, "bounds in the contract": every string of every call's payload
// has a maximum length and every array (or record) a maximum size, so no
// call can be made to carry, key or hash more than its fields need. The
// walk reads the schemas themselves, so a new call or field is checked
// without anyone listing it.
import type * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { calls } from '../../contract/calls';
import { recordBounds } from '../../contract/schemaBlocks';
import { PlayerActivity } from '../../contract/responsibleGaming';
import { LOGIN_LIMITS, NEW_PASSWORD_LIMITS } from '../../contract/schemas';

type Def = { type: string; checks?: { _zod: { def: { check: string } } }[]; [key: string]: unknown };
const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def;
const hasMaximum = (def: Def) => (def.checks ?? []).some((c) => c._zod.def.check === 'max_length' || c._zod.def.check === 'length_equals');

/** The paths, in one schema, of the values a client could make as large as the body allows. */
export function unboundedFields(schema: z.ZodMiniType, path = '', seen = new Set<unknown>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = defOf(schema);
  const at = path || '(payload)';
  const inner = (next: unknown, suffix = '') => unboundedFields(next as z.ZodMiniType, path + suffix, seen);
  switch (def.type) {
    case 'string':
      return hasMaximum(def) ? [] : [`${at}: a string without a maximum length`];
    case 'array':
      return [...(hasMaximum(def) ? [] : [`${at}: an array without a maximum size`]), ...inner(def.element, '[]')];
    case 'record':
      return [
        ...(recordBounds.get(schema)?.maxEntries ? [] : [`${at}: a record without a maximum number of entries`]),
        ...inner(def.keyType, '{key}'),
        ...inner(def.valueType, '{}'),
      ];
    case 'object':
      return Object.entries(def.shape as Record<string, unknown>).flatMap(([key, value]) => inner(value, path ? `.${key}` : key));
    case 'union':
      return (def.options as unknown[]).flatMap((option) => inner(option));
    case 'intersection':
      return [...inner(def.left), ...inner(def.right)];
    case 'pipe':
      // What arrives is what the pipe's input takes; its output is ours.
      return inner(def.in);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return inner(def.innerType);
    case 'number':
    case 'int':
    case 'boolean':
    case 'literal':
    case 'enum':
    case 'null':
    case 'undefined':
    case 'never':
      return [];
    default:
      // unknown, any, custom, transform: anything the body can hold.
      return [`${at}: ${def.type} takes any value`];
  }
}

describe('every call of the contract is bounded', () => {
  it('no string in any payload lacks a maximum length, no array or record a maximum size', () => {
    const unbounded = Object.entries(calls).flatMap(([name, call]) => unboundedFields(call.request).map((field) => `${name}: ${field}`));
    expect(unbounded).toEqual([]);
  });

  it('the activity statement (issue 33, item 8) is bounded in its answer too: 30 days, at most 7 limits', () => {
    expect(unboundedFields(PlayerActivity)).toEqual([]);
  });

  it('the walk finds an unbounded field where there is one', async () => {
    const z = await import('zod/mini');
    expect(unboundedFields(z.object({ a: z.string(), b: z.array(z.string().check(z.maxLength(3))), c: z.unknown() }))).toEqual([
      'a: a string without a maximum length',
      'b: an array without a maximum size',
      'c: unknown takes any value',
    ]);
    expect(
      unboundedFields(z.object({ a: z.optional(z.string().check(z.maxLength(3))), b: z.array(z.int()).check(z.maxLength(2)) })),
    ).toEqual([]);
  });
});

describe('one rule for a new password, one for a password that is tested', () => {
  const longest = 'x'.repeat(NEW_PASSWORD_LIMITS.max);
  const newPasswordCalls = {
    register: (password: string) => ({ password, password2: password }),
    changePasswordWithCode: (password: string) => ({ username: 'player01', code: '123456', password, password2: password }),
    changePassword: (password: string) => ({ oldPassword: 'secret1', password, confirmPassword: password }),
  } as const;

  it.each(Object.keys(newPasswordCalls) as (keyof typeof newPasswordCalls)[])(
    '%s takes a new password of sign-up’s bounds and no other',
    (name) => {
      const schema = calls[name].request as z.ZodMiniType;
      const fieldsOf = (password: string) => newPasswordCalls[name](password);
      const refusedField = (password: string) => {
        const result = schema.safeParse(fieldsOf(password)) as { success: boolean; error?: { issues: { path: PropertyKey[] }[] } };
        return result.success
          ? null
          : result.error!.issues.some((issue) => ['password', 'password2', 'confirmPassword'].includes(String(issue.path[0])));
      };
      expect(refusedField('1')).toBe(true);
      expect(refusedField('x'.repeat(NEW_PASSWORD_LIMITS.min - 1))).toBe(true);
      expect(refusedField(`${longest}x`)).toBe(true);
      // Other fields of the register payload are missing here; the password fields themselves pass.
      expect(refusedField('x'.repeat(NEW_PASSWORD_LIMITS.min))).not.toBe(true);
      expect(refusedField(longest)).not.toBe(true);
    },
  );

  it('a new password is always one the login accepts', () => {
    expect(NEW_PASSWORD_LIMITS.min).toBeGreaterThanOrEqual(LOGIN_LIMITS.password.min);
    expect(NEW_PASSWORD_LIMITS.max).toBeLessThanOrEqual(LOGIN_LIMITS.password.max);
  });
});
