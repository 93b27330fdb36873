// The header's account box, shared by the visitor's part and the player's
// lazily loaded part (a module of its own: the lazy part importing the page
// that loads it made an import ring).
import { css } from 'goober';
import { theme } from '../shared/theme';

/**
 * The same height for a visitor's buttons, a player's and the empty box
 * while the player's part loads, so that the header (and the page below it)
 * does not move when it arrives (a logged-in desktop page moved 10 px,
 * CLS 0.51): a primary button's height on a desktop (0.8rem of padding
 * above and below a 1.5 line), the round buttons' 2.5rem on a phone.
 */
export const area = css`
  display: flex;
  align-items: center;
  min-height: calc(1.6rem + 1.5em);
  gap: 0.75rem;
  justify-content: flex-end;
  @media ${theme.narrow} {
    min-height: 1.875rem;
    min-width: 0;
    gap: 0.3rem;
  }
`;
