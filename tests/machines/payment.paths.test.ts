import { definePathTests } from '../model/definePathTests';
// The model loads inside definePathTests: a machine that fails to load is a failing test, not a file that does not run.
await definePathTests(async () => (await import('../model/models/payment.model')).paymentModel);
// What the form hears from its number boxes (the box's report, wired in the payment machine).
await definePathTests(async () => (await import('../model/models/paymentNumberBox.model')).paymentNumberBoxModel);
