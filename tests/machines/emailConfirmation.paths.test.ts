import { definePathTests } from '../model/definePathTests';
// The model loads inside definePathTests: a machine that fails to load is a failing test, not a file that does not run.
await definePathTests(async () => (await import('../model/models/emailConfirmation.model')).emailConfirmationModel);
