import { PAGE_SLOTS, type PageFlow } from '../../../machines/app.machine';
import { APP_FLOWS, FLOWS } from './registry';

/**
 * Starts loading the code of the flow a page runs beside the page's own
 * code. Otherwise the flow's chunk is asked for only once the page has
 * rendered and sent PAGE.ENTER, a round trip and an evaluation later: on a
 * phone on slow 4G the account page's details painted 350 ms after its
 * frame. The slot's own load (actors/lazySlots.ts) then finds the module
 * loaded; if this load fails, that one fails too and the page offers Try
 * again, as it would have.
 */
export function preloadPageFlow(page: PageFlow): void {
  FLOWS[APP_FLOWS[PAGE_SLOTS[page]]]().catch(() => {});
}
