import type { StateValue } from 'xstate';

/**
 * The dotted paths of a machine's typed state value: `'loading' | 'ready.editing'`.
 * A view that compares a state to a name compares within this union, so a
 * renamed or removed state fails the compile, not the browser (issue 34).
 */
export type StatePath<V> = V extends string
  ? V
  : V extends object
    ? { [K in keyof V & string]: V[K] extends string | object ? `${K}.${StatePath<V[K]>}` : K }[keyof V & string]
    : never;

/** A state value as the dotted path of its active states ('waiting.typing'), for a data-state marker; a parallel state names its first region. */
export function statePath<V extends StateValue>(value: V): StatePath<V> {
  if (typeof value === 'string') return value as StatePath<V>;
  const [key, child] = Object.entries(value)[0] ?? [];
  if (key === undefined) return '' as StatePath<V>;
  return (
    child === undefined || (typeof child === 'object' && Object.keys(child).length === 0) ? key : `${key}.${statePath(child)}`
  ) as StatePath<V>;
}
