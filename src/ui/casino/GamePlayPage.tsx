import { useSelector } from '@xstate/react';
import { css } from 'goober';
import { useMemo } from 'react';
import { Link, useParams } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import type { GameLaunchInput, gameLaunchMachine } from '../../../machines/gameLaunch.machine';
import { decodeGameParam, lobbyPathOf } from '../../../domain/gameParam';
import { Game } from '../../../contract/schemas';
import { useApp, useT } from '../shared/AppContext';
import { primaryButton, secondaryButton } from '../shared/forms';
import { LazyFlowView } from '../shared/LazyFlowView';
import { theme } from '../shared/theme';
import { usePageFlow } from '../shared/usePageFlow';
import { GameFrame } from './GameFrame';
import { GameInfo } from '../shared/games/GameInfo';
import { accountStrings } from '../../i18n/accountStrings';
import { addStrings } from '../../i18n/packs';
import { digitainStaticHosts } from '../../platform/launchHosts';

addStrings(accountStrings);

const page = css`
  display: flex;
  flex-direction: column;
  height: calc(100vh - 4rem);
  min-height: 28rem;
`;
const bar = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
  padding: ${theme.space.sm} ${theme.space.md};
  background: ${theme.color.surface};
  h1 {
    flex: 1 1 8rem;
    min-width: 0;
    margin: 0;
    font-size: ${theme.text.lg};
    overflow: hidden;
    text-overflow: ellipsis;
    /* A phone gives the name its own line above the buttons. */
    @media ${theme.narrow} {
      flex-basis: 100%;
    }
    white-space: nowrap;
  }
  /* A phone: the buttons share one row under the name. */
  @media ${theme.narrow} {
    > button {
      flex: 1 1 0;
      padding: 0.5rem 0.6rem;
      font-size: ${theme.text.sm};
    }
  }
`;
/** Play for fun says so where the player looks: no money is at stake. */
const funBadge = css`
  margin: 0;
  padding: 0.3rem 0.7rem;
  border-radius: 999px;
  background: #3ecf8e;
  color: #04150b;
  font-weight: 700;
  font-size: ${theme.text.sm};
`;
/** The game's information drops down over the game from the bar. */
const barInfo = css`
  position: relative;
  summary {
    background: ${theme.color.surfaceRaised};
  }
  dl {
    position: absolute;
    z-index: 2;
    top: calc(100% + ${theme.space.xs});
    left: 0;
    width: max-content;
    max-width: min(20rem, 80vw);
  }
`;
const stage = css`
  position: relative;
  flex: 1;
  background: #0b1620;
`;
const cover = css`
  position: absolute;
  inset: 0;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: ${theme.space.md};
  text-align: center;
  padding: ${theme.space.lg};
`;
/** Spec section 2: a spinner while the game loads (still, with its text, for a player who asks for less motion). */
const spinner = css`
  width: 2.5rem;
  height: 2.5rem;
  border-radius: 50%;
  border: 4px solid ${theme.color.surfaceRaised};
  border-top-color: ${theme.color.accent};
  animation: game-spin 0.9s linear infinite;
  @keyframes game-spin {
    to {
      transform: rotate(360deg);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
const broken = css`
  padding: 3rem 1rem;
  text-align: center;
`;

/**
 * /casino/play/{base64 of the game as JSON}: the game full page (desktops); a
 * broken parameter says so, with a way back. /casino/fun/{…}: the same game
 * played for fun, open to visitors.
 */
export function GamePlayPage({ fun = false }: { fun?: boolean }) {
  const t = useT();
  const { i18n } = useApp();
  const params = useParams<{ encoded: string }>();
  const input = useMemo((): GameLaunchInput | null => {
    const parsed = Game.safeParse(decodeGameParam(params.encoded ?? ''));
    if (!parsed.success) return null;
    return {
      game: parsed.data,
      mobile: false,
      language: i18n.language,
      lobbyUrl: new URL(lobbyPathOf(parsed.data), document.baseURI).href,
      siteOrigin: window.location.origin,
      digitainHosts: digitainStaticHosts,
      fun,
    };
  }, [params.encoded, i18n.language, fun]);
  if (!input) {
    return (
      <section className={broken} data-state="page.gamePlay.broken">
        <h1>{t('game.brokenLinkTitle')}</h1>
        <p>{t('game.brokenLinkText')}</p>
        <Link href="/casino" className={primaryButton}>
          {t('game.backToCasino')}
        </Link>
      </section>
    );
  }
  return <GamePlay input={input} />;
}

function GamePlay({ input }: { input: GameLaunchInput }) {
  const lazyRef = usePageFlow('gamePlay', undefined, input);
  return (
    <section className={page} data-state="page.gamePlay">
      <LazyFlowView lazyRef={lazyRef}>{(flow) => <GameView key={flow.sessionId} flow={flow} closable />}</LazyFlowView>
    </section>
  );
}

/** The top bar (name, Deposit, reload, close) and the game area; used by the play page and the phone's game modal. */
export function GameView({ flow, closable }: { flow: ActorRefFrom<typeof gameLaunchMachine>; closable: boolean }) {
  const t = useT();
  const { actors } = useApp();
  const playing = useSelector(flow, (s) => s.matches('playing'));
  const ready = useSelector(flow, (s) => s.matches({ playing: 'ready' }));
  const failed = useSelector(flow, (s) => s.matches('failed'));
  const closed = useSelector(flow, (s) => s.matches('closed'));
  // Before the game plays (choosing, launching, a failure on its way, reloading): what data-state calls 'launching'.
  const launching = !playing && !failed && !closed;
  const loading = (playing && !ready) || launching;
  const state = ready ? 'playing.ready' : playing ? 'playing.loading' : failed ? 'failed' : closed ? 'closed' : 'launching';
  const frame = useSelector(flow, (s) => s.context.frame);
  const attempt = useSelector(flow, (s) => s.context.attempt);
  const name = useSelector(flow, (s) => s.context.game.name);
  const game = useSelector(flow, (s) => s.context.game);
  const fun = useSelector(flow, (s) => s.context.fun === true);
  const mobile = useSelector(flow, (s) => s.context.mobile);
  const send = flow.send;
  return (
    <>
      <div className={bar}>
        <h1>{name}</h1>
        <GameInfo game={game} className={barInfo} />
        {fun ? (
          <>
            <p className={funBadge} data-fun-badge>
              {t('game.funBadge')}
            </p>
            {/* A visitor is asked to log in first (the dialogs machine), then the game opens for real. */}
            <button
              type="button"
              className={primaryButton}
              onClick={() => actors.dialogs.send({ type: 'OPEN.GAME', game, mobile, fun: false })}
            >
              {t('game.playForReal')}
            </button>
          </>
        ) : (
          <button type="button" className={primaryButton} onClick={() => actors.dialogs.send({ type: 'OPEN.DEPOSIT' })}>
            {t('game.deposit')}
          </button>
        )}
        <button type="button" className={secondaryButton} onClick={() => send({ type: 'RELOAD' })} disabled={launching}>
          {t('game.reload')}
        </button>
        {closable && (
          <button type="button" className={secondaryButton} onClick={() => send({ type: 'CLOSE' })}>
            {t('game.close')}
          </button>
        )}
      </div>
      <div className={stage} data-state={`gameLaunch.${state}`}>
        {frame && <GameFrame key={attempt} frame={frame} title={t('game.frameTitle', { name })} send={send} />}
        {loading && (
          <div className={cover} role="status">
            <span className={spinner} aria-hidden="true" data-testid="game-spinner" />
            {t('game.loading')}
          </div>
        )}
        {failed && (
          <div className={cover} role="alert">
            <p>{t('game.failed')}</p>
            <button type="button" className={primaryButton} onClick={() => send({ type: 'RELOAD' })}>
              {t('app.retry')}
            </button>
            {!closable && (
              <button type="button" className={secondaryButton} onClick={() => send({ type: 'CLOSE' })}>
                {t('game.close')}
              </button>
            )}
          </div>
        )}
      </div>
    </>
  );
}
