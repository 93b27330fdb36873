// Every browser adapter: the files beside this one, each `<id>.adapter.ts`
// exporting `<id>Adapter` for the machine of that id, so a new adapter needs
// no line here. Sorted by id, the order the report lists them in.
import { readdirSync } from 'node:fs';
import type { AnyAdapter } from '../adapter';

const SUFFIX = '.adapter.ts';

async function loadAdapter(file: string): Promise<AnyAdapter> {
  const id = file.slice(0, -SUFFIX.length);
  const adapter = ((await import(`./${file}`)) as Record<string, AnyAdapter | undefined>)[`${id}Adapter`];
  if (adapter?.id !== id) throw new Error(`tests/e2e/model/adapters/${file} exports no ${id}Adapter for the machine '${id}'`);
  return adapter;
}

export const adapters: AnyAdapter[] = await Promise.all(
  readdirSync(import.meta.dirname)
    .filter((file) => file.endsWith(SUFFIX))
    .sort()
    .map(loadAdapter),
);
