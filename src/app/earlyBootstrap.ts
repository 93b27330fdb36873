// The configuration the boot script's early call brought (src/api/earlyCalls.ts),
// when it arrived before the app's script did, as it usually does on a slow
// network: the first render then draws the banners, translations and domain
// notice at once, in the boxes the boot frame already painted, instead of
// placeholders that give way a moment later. Checked against the contract
// like any answer; the bootstrap machine's own load (which takes the same
// answer through the API client) stays the one that stores it.
import { earlyBody, type EarlyCalls } from '../api/earlyCalls';
import * as z from 'zod/mini';
import { BootstrapConfig } from '../../contract/startupSchemas';

/** A successful cms/grouped answer (calls.ts reads the same with apiResponse, which is not on the first screen). */
const BootstrapAnswer = z.object({ success: z.literal(true), data: BootstrapConfig });

/** The early configuration when it has arrived and is the contract's, else null (never waits). */
export function earlyBootstrap(calls: EarlyCalls | undefined): BootstrapConfig | null {
  const parsed = BootstrapAnswer.safeParse(earlyBody(calls, 'bootstrap'));
  return parsed.success ? parsed.data.data : null;
}
