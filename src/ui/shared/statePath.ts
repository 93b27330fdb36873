import type { StateValue } from 'xstate';

/** A state value as the dotted path of its active states ('waiting.typing'), for a data-state marker; a parallel state names its first region. */
export function statePath(value: StateValue): string {
  if (typeof value === 'string') return value;
  const [key, child] = Object.entries(value)[0] ?? [];
  if (key === undefined) return '';
  return child === undefined || (typeof child === 'object' && Object.keys(child).length === 0) ? key : `${key}.${statePath(child)}`;
}
