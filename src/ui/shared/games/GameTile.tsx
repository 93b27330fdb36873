import { useSelector } from '@xstate/react';
import { css } from 'goober';
import { memo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { favouritesMachine } from '../../../../machines/favourites.machine';
import type { Game } from '../../../../contract/schemas';
import { useApp, useT } from '../AppContext';
import { theme } from '../theme';
import { addStrings } from '../../../i18n/packs';
import { casinoStrings } from '../../../i18n/casinoStrings';
import { GameInfo } from './GameInfo';
import { statePath } from '../statePath';

addStrings(casinoStrings);

const tile = css`
  position: relative;
  height: 100%;
  .open {
    display: grid;
    grid-template-rows: 1fr auto;
    width: 100%;
    height: 100%;
    padding: 0;
    border: 1px solid ${theme.color.surfaceRaised};
    border-radius: ${theme.radius};
    overflow: hidden;
    background: ${theme.color.surface};
    color: ${theme.color.text};
    font: inherit;
    text-align: left;
    cursor: pointer;
    &:hover {
      border-color: ${theme.color.accent};
    }
  }
  img {
    display: block;
    width: 100%;
    height: 100%;
    min-height: 0;
    object-fit: cover;
    background: ${theme.color.surfaceRaised};
  }
  .name {
    padding: ${theme.space.xs} ${theme.space.sm};
    font-size: ${theme.text.sm};
    font-weight: 600;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .heart {
    position: absolute;
    top: ${theme.space.xs};
    right: ${theme.space.xs};
    width: 2.25rem;
    height: 2.25rem;
    border: 0;
    border-radius: 50%;
    background: rgb(0 0 0 / 0.6);
    color: #fff;
    font-size: 1.1rem;
    cursor: pointer;
    &[aria-pressed='true'] {
      color: ${theme.color.danger};
    }
  }
  .fun {
    position: absolute;
    right: ${theme.space.xs};
    bottom: calc(${theme.text.sm} * 1.5 + ${theme.space.xs} * 3);
    min-height: 1.75rem;
    padding: 0.15rem 0.6rem;
    border: 0;
    border-radius: 999px;
    background: rgb(0 0 0 / 0.7);
    color: #fff;
    font: inherit;
    font-size: ${theme.text.sm};
    font-weight: 700;
    cursor: pointer;
  }
  .info {
    position: absolute;
    top: ${theme.space.xs};
    left: ${theme.space.xs};
    right: calc(2.25rem + ${theme.space.xs} * 2);
    &[open] dl {
      margin-top: ${theme.space.xs};
    }
  }
`;

/** Phones open a game in the full-height modal; wider screens on the play page. */
const onPhone = () => typeof window !== 'undefined' && window.matchMedia?.(theme.narrow).matches === true;

/** A game: opens it (login, modal or play page, as the dialogs machine decides) and toggles it as a favourite. */
export const GameTile = memo(function GameTile({ game }: { game: Game }) {
  const t = useT();
  const { actors } = useApp();
  const favourites = actors.app.system.get('favourites') as ActorRefFrom<typeof favouritesMachine> | undefined;
  const active = useSelector(favourites, (s) => s?.context.codes.includes(game.gameCode) ?? false);
  // 'visitor', 'member.loading', 'member.ready' or 'member.toggling': the heart says which (QA's model tests read it).
  const state = useSelector(favourites, (s) => (!s ? 'visitor' : statePath(s.value)));
  const toggling = useSelector(favourites, (s) => s?.context.toggling?.gameCode === game.gameCode);
  return (
    <div className={tile} data-game={game.gameCode}>
      <button
        type="button"
        className="open"
        aria-label={t('casino.play', { name: game.name })}
        onClick={() => actors.dialogs.send({ type: 'OPEN.GAME', game, mobile: onPhone() })}
      >
        <img src={game.imageUrl ?? '/default-game.svg'} alt="" width={240} height={180} loading="lazy" decoding="async" />
        <span className="name">{game.name}</span>
      </button>
      <GameInfo game={game} className="info" />
      {game.funMode && (
        <button
          type="button"
          className="fun"
          aria-label={t('casino.playForFun', { name: game.name })}
          onClick={() => actors.dialogs.send({ type: 'OPEN.GAME', game, mobile: onPhone(), fun: true })}
        >
          {t('casino.funShort')}
        </button>
      )}
      <button
        type="button"
        className="heart"
        aria-pressed={active}
        aria-busy={toggling}
        data-state={`favourites.${state}`}
        aria-label={t(active ? 'casino.unfavourite' : 'casino.favourite', { name: game.name })}
        onClick={() => favourites?.send({ type: 'TOGGLE', game })}
      >
        <span aria-hidden="true">{active ? '♥' : '♡'}</span>
      </button>
    </div>
  );
});
