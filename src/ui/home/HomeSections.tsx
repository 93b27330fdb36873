import { useSelector } from '@xstate/react';
import { css } from 'goober';
import { useDeferredValue } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { Link } from 'wouter';
import type { homeMachine } from '../../../machines/home.machine';
import type { Game, TopWinner } from '../../../contract/schemas';
import type { TranslationKey } from '../../i18n/dictionary';
import { casinoStrings } from '../../i18n/casinoStrings';
import { addStrings } from '../../i18n/packs';
import { GameTile } from '../shared/games/GameTile';
import { FailedNotice } from '../shared/FailedNotice';
import { useT } from '../shared/AppContext';
import { LazyFlowView } from '../shared/LazyFlowView';
import { formatTurkishDecimal } from '../../platform/lira';
import { theme } from '../shared/theme';
import { usePageFlow } from '../shared/usePageFlow';
import { HOME_PROMOTION_COUNT } from '../../../machines/home.sections';
import { layout, paintedNearView, promoGrid, sectionHead, tiles, winners } from './homeLayout';
import { HOME_SECTION_COUNT, HomeSkeleton, PromotionsSkeleton, SectionSkeleton } from './HomeSkeleton';
type HomeValue = SnapshotFrom<typeof homeMachine>['value'];

addStrings(casinoStrings);

/**
 * Spec section 9: winner amounts with two decimals and their currency symbol,
 * written out (platform/lira.ts): building an Intl.NumberFormat loads locale
 * data, about 60–110 ms of a slow phone's main thread (issues 20 and 31).
 */
let winnerAmountFormat: Intl.NumberFormat | undefined;
const winnerAmount = (amount: number) =>
  formatTurkishDecimal(amount, (rest) =>
    (winnerAmountFormat ??= new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })).format(rest),
  );

/** The winners' rows (the card and its list's height are in homeLayout.ts, shared with the skeleton). */
const winnerRows = css`
  li {
    display: grid;
    grid-template-columns: 3rem 1fr auto;
    align-items: center;
    gap: ${theme.space.sm};
    font-size: ${theme.text.sm};
  }
  img {
    width: 3rem;
    height: 2.25rem;
    object-fit: cover;
    border-radius: 4px;
  }
  .amount {
    font-weight: 800;
    color: ${theme.color.accent};
    white-space: nowrap;
  }
  small {
    display: block;
    color: ${theme.color.textMuted};
  }
`;

type HomeFlow = ActorRefFrom<typeof homeMachine>;

/** The home page below the banners: lobby sections, the Top Winners card and the promotions. */
export default function HomeSections() {
  // Whether a player is in (their own games) the app tells the flow: at its start, and at a login (SESSION.CHANGED).
  const lazyRef = usePageFlow('home');
  const t = useT();
  return (
    <LazyFlowView lazyRef={lazyRef} fallback={<HomeSkeleton label={t('app.loading')} />}>
      {(flow) => <Sections key={flow.sessionId} flow={flow} />}
    </LazyFlowView>
  );
}

function Sections({ flow }: { flow: HomeFlow }) {
  const t = useT();
  // Deferred: a machine's change renders at once and whole (useSyncExternalStore), and
  // thirty-six tiles at once were one long task on a slowed phone. React renders the
  // deferred lists in slices, letting the browser in between; the state is deferred
  // with them, so a skeleton gives way only to what fills its place.
  const state = useDeferredValue(useSelector(flow, (s) => s.value));
  // What to show, asked of the flow one question each (deferred with the lists, as the state is).
  const sectionsLoading = useDeferredValue(useSelector(flow, (s) => s.matches({ sections: 'loading' })));
  const sectionsFailed = useDeferredValue(useSelector(flow, (s) => s.matches({ sections: 'failed' })));
  const playerFailed = useDeferredValue(useSelector(flow, (s) => s.matches({ player: 'failed' })));
  const promotionsLoading = useDeferredValue(useSelector(flow, (s) => s.matches({ promotions: 'loading' })));
  const promotionsFailed = useDeferredValue(useSelector(flow, (s) => s.matches({ promotions: 'failed' })));
  const playerGames = useDeferredValue(useSelector(flow, (s) => s.context.playerGames));
  const sections = useDeferredValue(useSelector(flow, (s) => s.context.sections));
  const topWinners = useDeferredValue(useSelector(flow, (s) => s.context.winners));
  const promotions = useDeferredValue(useSelector(flow, (s) => s.context.promotions));
  return (
    <div className={layout} data-state={`home.${state.sections}`}>
      <div>
        {sectionsLoading && (
          <div role="status" aria-label={t('app.loading')}>
            {Array.from({ length: HOME_SECTION_COUNT }, (_, i) => (
              <SectionSkeleton key={i} />
            ))}
          </div>
        )}
        {playerFailed && (
          <FailedNotice message={t('home.sectionFailed')} retry={() => flow.send({ type: 'RETRY.PLAYER' })} state="home.player.failed" />
        )}
        <PlayerSection id="home-recent" title="casino.recent" games={playerGames.recent} />
        <PlayerSection id="home-favourites" title="casino.favourites" games={playerGames.favourites} />
        {sectionsFailed && (
          <FailedNotice
            message={t('home.sectionFailed')}
            retry={() => flow.send({ type: 'RETRY.SECTIONS' })}
            state="home.sections.failed"
          />
        )}
        {sections.map((section) => (
          <section key={section.url} className={paintedNearView} aria-labelledby={`home${section.url.replace(/\W+/g, '-')}`}>
            <div className={sectionHead}>
              <h2 id={`home${section.url.replace(/\W+/g, '-')}`}>{t(section.title)}</h2>
              <Link href={section.url} aria-label={`${t('home.seeAll')}: ${t(section.title)}`}>
                {t('home.seeAll')}
              </Link>
            </div>
            <ul className={tiles}>
              {section.games.map((game) => (
                <li key={game.gameCode}>
                  <GameTile game={game} />
                </li>
              ))}
            </ul>
          </section>
        ))}
        <section aria-labelledby="home-promotions">
          <div className={sectionHead}>
            <h2 id="home-promotions">{t('home.promotions')}</h2>
            <Link href="/promotions" aria-label={`${t('home.seeAll')}: ${t('home.promotions')}`}>
              {t('home.seeAll')}
            </Link>
          </div>
          {promotionsFailed && (
            <FailedNotice
              message={t('home.sectionFailed')}
              retry={() => flow.send({ type: 'RETRY.PROMOTIONS' })}
              state="home.promotions.failed"
            />
          )}
          {promotionsLoading && <PromotionsSkeleton />}
          <ul className={promoGrid}>
            {promotions.slice(0, HOME_PROMOTION_COUNT).map((promotion, index) => (
              <li key={promotion.id ?? index}>
                <Link href="/promotions">
                  {promotion.images[0] && <img src={promotion.images[0]} alt="" width={800} height={450} loading="lazy" />}
                  <span>{promotion.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <TopWinners state={state.winners} winners={topWinners} onRetry={() => flow.send({ type: 'RETRY.WINNERS' })} />
    </div>
  );
}

/** A player's own games (recently played, favourites) above the lobby sections; nothing while there are none. */
function PlayerSection({ id, title, games }: { id: string; title: TranslationKey; games: Game[] }) {
  const t = useT();
  if (games.length === 0) return null;
  return (
    <section className={paintedNearView} aria-labelledby={id}>
      <div className={sectionHead}>
        <h2 id={id}>{t(title)}</h2>
      </div>
      <ul className={tiles}>
        {games.map((game) => (
          <li key={game.gameCode}>
            <GameTile game={game} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The 'Top Winners' card: game image (a default one when missing), name, game, amount with two decimals and its symbol. */
function TopWinners({ state, winners: list, onRetry }: { state: HomeValue['winners']; winners: TopWinner[]; onRetry(): void }) {
  const t = useT();
  return (
    <aside className={winners} aria-labelledby="home-winners" data-state={`home.winners.${state}`}>
      <h2 id="home-winners">{t('home.topWinners')}</h2>
      {state === 'loading' && <p role="status">{t('app.loading')}</p>}
      {state === 'failed' && <FailedNotice message={t('home.sectionFailed')} retry={onRetry} />}
      {state === 'ready' && list.length === 0 && <p>{t('home.noWinners')}</p>}
      {/* A scrolling list: focusable, so the keyboard can scroll it. */}
      <ol tabIndex={0} aria-labelledby="home-winners" className={winnerRows}>
        {list.map((winner, index) => {
          const amount = `${winner.currencySymbol}${winnerAmount(winner.amount)}`;
          return (
            <li key={index} aria-label={t('home.winnerOf', { name: winner.name, game: winner.game, amount })}>
              <img src={winner.image ?? '/default-game.svg'} alt="" width={48} height={36} loading="lazy" />
              <span>
                {winner.name}
                <small>{winner.game}</small>
              </span>
              <span className="amount">{amount}</span>
            </li>
          );
        })}
      </ol>
    </aside>
  );
}
