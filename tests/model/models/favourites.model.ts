import type { EventObject } from 'xstate';
import { favouritesMachine } from '../../../machines/favourites.machine';
import type { Game } from '../../../contract/schemas';
import { defineModel, defineOracle } from '../model';
import { sent } from '../replay';
import { callOutcomes } from './fixtures';

const game: Game = {
  name: 'Golden Fruits',
  gameCode: 'amusnet-0001',
  providerName: 'Amusnet',
  mainProviderId: 1,
  system: null,
  productId: null,
  systemCategory: 1,
  imageUrl: null,
};

type Where = 'visitor' | 'loading' | 'ready' | 'toggling';
interface Model {
  at: Where;
  codes: string[];
  toggling: Game | null;
}
type Step = EventObject & { game?: Game; output?: unknown; error?: unknown };

/**
 * Spec section 4, 'Favourite toggle': a visitor's tap opens the login form; a
 * player's tap toggles the game (casino/togglefavorite with its code and
 * provider), says 'Added to favorites' or 'Removed from favorites' and
 * reloads the list; the heart answers at once; one toggle at a time; a
 * refusal shows the server's message and changes nothing.
 */
const oracle = defineOracle<Model>({
  start: () => ({ state: { at: 'visitor', codes: [], toggling: null }, value: 'visitor', context: { codes: [], toggling: null } }),
  step(model, event: Step) {
    const at = (next: Model, extra: object = {}) => ({
      state: next,
      value: next.at === 'visitor' ? 'visitor' : { member: next.at },
      context: { codes: next.codes, toggling: next.toggling },
      ...extra,
    });
    const load = { invokes: [{ src: 'fetchFavourites' }] };
    switch (event.type) {
      case 'TOGGLE':
        if (model.at === 'visitor') return at(model, { effects: [sent('dialogs', { type: 'OPEN.LOGIN' })] });
        if (model.at !== 'ready') return at(model);
        return at(
          { ...model, at: 'toggling', toggling: event.game! },
          { invokes: [{ src: 'toggleFavourite', input: { code: event.game!.gameCode, providerId: event.game!.mainProviderId } }] },
        );
      case 'SESSION.STARTED':
        return model.at === 'visitor' ? at({ ...model, at: 'loading' }, load) : at(model);
      case 'xstate.done.actor.fetchFavourites':
        return at({ ...model, at: 'ready', codes: event.output as string[] });
      case 'xstate.error.actor.fetchFavourites':
        return at({ ...model, at: 'ready' });
      case 'xstate.done.actor.toggleFavourite': {
        const answer = event.output as { success: boolean; message: string };
        if (!answer.success)
          return at({ ...model, at: 'ready', toggling: null }, { effects: [{ type: 'showRefusal', params: { message: answer.message } }] });
        const code = model.toggling!.gameCode;
        const was = model.codes.includes(code);
        const codes = was ? model.codes.filter((c) => c !== code) : [...model.codes, code];
        return at({ at: 'loading', codes, toggling: null }, { effects: [{ type: was ? 'showRemoved' : 'showAdded' }], ...load });
      }
      case 'xstate.error.actor.toggleFavourite':
        return at({ ...model, at: 'ready', toggling: null }, { effects: [{ type: 'showFailure', params: { error: event.error } }] });
      default:
        throw new Error(`the favourites model has no rule for ${event.type}`);
    }
  },
});

export const favouritesModel = defineModel({
  id: 'favourites',
  machine: favouritesMachine,
  inputs: [{ name: 'visitor', input: undefined }],
  events: [
    { type: 'TOGGLE', game },
    { type: 'SESSION.STARTED' },
    { type: 'xstate.done.actor.fetchFavourites', output: [] } as never,
    // Another favourite beside it: removing one keeps the other.
    { type: 'xstate.done.actor.fetchFavourites', output: [game.gameCode, 'amusnet-0002'] } as never,
    ...callOutcomes('toggleFavourite', 'Oyun bulunamadı.'),
    { type: 'xstate.error.actor.fetchFavourites', error: new Error('offline') } as never,
  ],
  project: (snapshot) => snapshot.context.codes.includes(game.gameCode),
  coverProjection: true,
  oracle,
  // The dialogs machine, which opens the login form for a visitor.
  system: { dialogs: {} },
});
