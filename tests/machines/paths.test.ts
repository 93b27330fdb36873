// Every model's generated path tests, one `<id> paths` block each
// (definePathTests): each file tests/model/models/<name>.model.ts exports
// `<name>Model`, and the catalogue test holds every machine to a model, so a
// new machine needs no line here. One machine's paths:
// `npx vitest run --project model -t '^login paths'`. MUTATION_MACHINE=<id>
// (scripts/mutation.ts) loads only the models of that machine's file.
import { definePathTests } from '../model/definePathTests';
import type { MachineModel } from '../model/model';

/** Models named for what they test inside another machine's file: the payment form's number box is payment.machine.ts's. */
const MACHINE_FILE_OF: Record<string, string> = { paymentNumberBox: 'payment' };

const models = import.meta.glob<Record<string, MachineModel | undefined>>('../model/models/*.model.ts');
const only = process.env.MUTATION_MACHINE;

for (const [file, load] of Object.entries(models)) {
  const name = file.replace(/^.*\/(\w+)\.model\.ts$/, '$1');
  if (only && (MACHINE_FILE_OF[name] ?? name) !== only) continue;
  // Each model loads inside definePathTests: a machine that fails to load is a failing test, not a file that does not run.
  await definePathTests(async () => {
    const model = (await load())[`${name}Model`];
    if (!model) throw new Error(`${file} exports no ${name}Model`);
    return model;
  });
}
