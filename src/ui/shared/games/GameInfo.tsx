import { css } from 'goober';
import type { Game } from '../../../../contract/schemas';
import { useApp, useT } from '../AppContext';
import { theme } from '../theme';
import { casinoStrings } from '../../../i18n/casinoStrings';
import { addStrings } from '../../../i18n/packs';
import { formatRtp } from './rtpFormat';

addStrings(casinoStrings);

const info = css`
  summary {
    display: grid;
    place-items: center;
    width: 2.25rem;
    height: 2.25rem;
    border-radius: 50%;
    background: rgb(0 0 0 / 0.6);
    color: #fff;
    font-weight: 700;
    font-style: italic;
    font-family: Georgia, serif;
    cursor: pointer;
    list-style: none;
    &::-webkit-details-marker {
      display: none;
    }
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 0.15rem ${theme.space.sm};
    margin: 0;
    padding: ${theme.space.sm};
    border-radius: ${theme.radius};
    background: rgb(0 0 0 / 0.85);
    color: #fff;
    font-size: ${theme.text.sm};
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

/** The facts a game carries, in the page's language: its studio (else its launch system), RTP and volatility where known. */
export function useGameFacts(game: Game): Array<[string, string]> {
  const t = useT();
  const { i18n } = useApp();
  const facts: Array<[string, string]> = [[t('casino.info.provider'), game.studio || game.providerName]];
  if (typeof game.rtp === 'number') facts.push([t('casino.info.rtp'), formatRtp(i18n.language, game.rtp)]);
  if (game.volatility) facts.push([t('casino.info.volatility'), t(`casino.info.volatilityLevel.${game.volatility}`)]);
  return facts;
}

/**
 * A game's information (issue 21, item 17: UK and Maltese rules expect the
 * return to player to be available): a disclosure, so it opens by keyboard
 * and touch alike and keeps its open state in the page, not in a flow.
 */
export function GameInfo({ game, className }: { game: Game; className?: string }) {
  const t = useT();
  const facts = useGameFacts(game);
  return (
    <details className={`${info} ${className ?? ''}`} data-game-info={game.gameCode}>
      <summary aria-label={t('casino.info.open', { name: game.name })}>
        <span aria-hidden="true">i</span>
      </summary>
      <dl>
        {facts.map(([term, value]) => (
          <div key={term} style={{ display: 'contents' }}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
