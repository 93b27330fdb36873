import { useSelector } from '@xstate/react';
import { css } from 'goober';
import { useCallback, useDeferredValue, useId, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { favouritesMachine } from '../../../machines/favourites.machine';
import type { LobbyInput, LobbyPick, LobbySlug, lobbyMachine } from '../../../machines/lobby.machine';
import { GAME_SORTS, type GameSort } from '../../../contract/schemas';
import { casinoStrings } from '../../i18n/casinoStrings';
import { addStrings } from '../../i18n/packs';
import { FailedNotice } from '../shared/FailedNotice';
import { useApp, useT } from '../shared/AppContext';
import { field, secondaryButton } from '../shared/forms';
import { LazyFlowView } from '../shared/LazyFlowView';
import { theme } from '../shared/theme';
import { usePageFlow } from '../shared/usePageFlow';
import { NotFoundPage } from '../shared/NotFoundPage';
import { Banners } from '../shared/banners/Banners';
import { casinoSlider } from '../shared/sliders';
import { CasinoVideo } from './CasinoVideo';
import { GameGrid } from './GameGrid';
import { statePath } from '../shared/statePath';

addStrings(casinoStrings);

const SLUGS: readonly LobbySlug[] = ['slot', 'live', 'games', 'bingo', 'tvbets'];

/** Spec section 3: a casino category without its own image shows the default provider image. */
const DEFAULT_PROVIDER_IMAGE = '/default-provider.svg';

const page = css`
  max-width: ${theme.pageColumn};
  margin: 0 auto;
  padding: ${theme.space.lg} ${theme.space.md} 3rem;
`;
const tools = css`
  display: grid;
  gap: ${theme.space.md};
  margin-bottom: ${theme.space.lg};
`;
const filters = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  button {
    font: inherit;
    font-weight: 600;
    padding: 0.5rem 0.9rem;
    border-radius: 999px;
    border: 1px solid ${theme.color.surfaceRaised};
    background: ${theme.color.surface};
    color: ${theme.color.text};
    cursor: pointer;
    display: inline-flex;
    align-items: center;
    gap: 0.5rem;
    img {
      width: 3rem;
      height: 1.5rem;
      object-fit: cover;
      border-radius: 0.25rem;
      margin-left: -0.4rem;
    }
    &[aria-pressed='true'] {
      background: ${theme.color.accent};
      color: ${theme.color.accentText};
      border-color: ${theme.color.accent};
    }
  }
`;
const searchRow = css`
  display: flex;
  gap: ${theme.space.sm};
  align-items: end;
  > div {
    flex: 1;
    max-width: 30rem;
  }
`;

const select = css`
  display: grid;
  gap: ${theme.space.xs};
  font-weight: 600;
  select {
    font: inherit;
    min-height: 2.75rem;
    padding: 0.4rem 0.6rem;
    border-radius: ${theme.radius};
    border: 1px solid ${theme.color.surfaceRaised};
    background: ${theme.color.surface};
    color: ${theme.color.text};
  }
`;
const listTools = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
`;

/** /casino and /casino/{slot|live|games|bingo|tvbets}: the page's categories (live: the five filters), search and games. */
export function CasinoPage({ slug }: { slug: string | undefined }) {
  const lobbySlug = (slug ?? 'slot') as LobbySlug;
  if (!SLUGS.includes(lobbySlug)) return <NotFoundPage />;
  return <Casino slug={lobbySlug} />;
}

/**
 * /casino/provider/{id}: a studio's games across the casino, in the order
 * chosen (issue 21, item 13). The footer's logos know the studios by slug
 * (/casino/provider/netent): the flow finds the id among the studios.
 */
export function ProviderPage({ id }: { id: string }) {
  if (/^[1-9]\d{0,8}$/.test(id)) return <Casino slug="provider" providerPage={Number(id)} />;
  if (/^[a-z0-9-]{1,40}$/.test(id)) return <Casino slug="provider" providerPage={id} />;
  return <NotFoundPage />;
}

function Casino({ slug, providerPage }: { slug: LobbySlug; providerPage?: number | string }) {
  const t = useT();
  const { actors } = useApp();
  const all = useSelector(actors.bootstrap, (s) => s.context.stored?.casinoCategoryList);
  const video = useSelector(actors.bootstrap, (s) => s.context.stored?.video ?? null);
  // A studio's page lists its games of every category.
  const ofPage = (all ?? []).filter((category) => slug === 'provider' || category.slugList.includes(slug));
  const ids = ofPage.map((category) => category.id).join(',');
  // The flow starts again only when the page or its categories change; a login reaches it through the app (SESSION.CHANGED),
  // which also says at the start whether a player is in.
  const input = useMemo(
    (): LobbyInput => ({ slug, categories: ofPage.map(({ games: _, ...c }) => c), ...(providerPage ? { providerPage } : {}) }),
    [slug, ids, providerPage], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const lazyRef = usePageFlow('lobby', undefined, input);
  return (
    <section className={page} data-state={slug === 'provider' ? 'page.casino.provider' : `page.casino.${slug}`}>
      {slug !== 'provider' && <Banners slug={casinoSlider(slug)} />}
      {slug !== 'provider' && <CasinoVideo video={video} />}
      {slug !== 'provider' && <h1>{t(`casino.pageTitle.${slug}`)}</h1>}
      <LazyFlowView lazyRef={lazyRef} fallback={slug === 'provider' ? <h1>{t('casino.providerPageUnknown')}</h1> : undefined}>
        {(flow) => <Lobby key={flow.sessionId} flow={flow} />}
      </LazyFlowView>
    </section>
  );
}

function Lobby({ flow }: { flow: ActorRefFrom<typeof lobbyMachine> }) {
  const t = useT();
  const { actors } = useApp();
  const searchId = useId();
  const providerId = useId();
  const sortId = useId();
  const state = useSelector(flow, (s) => statePath(s.value));
  const slug = useSelector(flow, (s) => s.context.slug);
  const categories = useSelector(flow, (s) => s.context.categories);
  const selected = useSelector(flow, (s) => s.context.selected);
  const player = useSelector(flow, (s) => s.context.player);
  const providerPage = useSelector(flow, (s) => s.context.providerPage);
  const providers = useSelector(flow, (s) => s.context.providers);
  const provider = useSelector(flow, (s) => s.context.provider);
  const sort = useSelector(flow, (s) => s.context.sort);
  const games = useSelector(flow, (s) => s.context.games);
  const moreGames = useSelector(flow, (s) => s.context.moreGames);
  const query = useSelector(flow, (s) => s.context.query);
  const results = useSelector(flow, (s) => s.context.results);
  const more = useSelector(flow, (s) => s.context.results.length < s.context.total);
  // A game un-hearted on the Favourites list leaves it at once.
  const favourites = actors.app.system.get('favourites') as ActorRefFrom<typeof favouritesMachine> | undefined;
  const hearted = useSelector(favourites, (s) => s?.context.codes);
  const nearEnd = useCallback(() => flow.send({ type: 'MORE' }), [flow]);
  // What the lists show follows the player's keys a render later: a key's own paint holds only the box, and
  // the first key's swap of a category's tiles for the search's status (the slowest key on a slow phone,
  // issue 31) happens in a render React may set aside for the next key. Where the list stands is one question to
  // the flow a selector, the answers deferred together.
  const isSearching = useSelector(flow, (s) => s.matches('searching'));
  const loading = useSelector(
    flow,
    (s) => s.matches({ browsing: 'loading' }) || s.matches({ searching: 'debouncing' }) || s.matches({ searching: 'loading' }),
  );
  const failed = useSelector(flow, (s) => s.matches({ browsing: 'failed' }) || s.matches({ searching: 'failed' }));
  const showingResults = useSelector(
    flow,
    (s) => s.matches({ searching: 'results' }) || s.matches({ searching: 'loadingMore' }) || s.matches({ searching: 'moreFailed' }),
  );
  const loadingMore = useSelector(flow, (s) => s.matches({ browsing: 'loadingMore' }) || s.matches({ searching: 'loadingMore' }));
  const moreFailed = useSelector(flow, (s) => s.matches({ browsing: 'moreFailed' }) || s.matches({ searching: 'moreFailed' }));
  const listView = useDeferredValue(
    useMemo(
      () => ({ searching: isSearching, loading, failed, results: showingResults, loadingMore, moreFailed }),
      [isSearching, loading, failed, showingResults, loadingMore, moreFailed],
    ),
  );
  const listQuery = useDeferredValue(query);
  const listResults = useDeferredValue(results);
  const listMore = useDeferredValue(more);
  const { searching } = listView;
  const ownList = selected === 'favourites' || selected === 'recent';
  const shown = selected === 'favourites' && hearted ? games.filter((game) => hearted.includes(game.gameCode)) : games;
  const studio = providerPage === null ? undefined : providers.find((p) => p.id === providerPage || p.slug === providerPage);
  const choices: Array<{ id: LobbyPick; name: string; imageUrl?: string | null }> = [
    { id: 'all', name: t('casino.all') },
    ...(player
      ? [
          { id: 'favourites' as const, name: t('casino.favourites') },
          { id: 'recent' as const, name: t('casino.recent') },
        ]
      : []),
    ...categories,
  ];
  const selectedName = choices.find((choice) => choice.id === selected)?.name ?? '';
  const emptyText =
    selected === 'favourites' ? t('casino.noFavourites') : selected === 'recent' ? t('casino.noRecent') : t('casino.noGames');

  return (
    <div data-state={`lobby.${state}`}>
      {slug === 'provider' && <h1>{studio ? t('casino.providerPage', { name: studio.name }) : t('casino.providerPageUnknown')}</h1>}
      <div className={tools}>
        {slug !== 'provider' && (
          <div className={searchRow} role="search">
            <div className={field}>
              <label htmlFor={searchId}>{t('casino.searchLabel')}</label>
              <input
                id={searchId}
                type="search"
                value={query}
                placeholder={t('casino.searchPlaceholder')}
                autoComplete="off"
                onChange={(event) => flow.send({ type: 'SEARCH', query: event.target.value })}
              />
            </div>
            {query !== '' && (
              <button type="button" className={secondaryButton} onClick={() => flow.send({ type: 'CLEAR' })}>
                {t('casino.clearSearch')}
              </button>
            )}
          </div>
        )}
        {slug !== 'provider' && categories.length > 0 && !searching && (
          <ul className={filters} aria-label={t('casino.categories')}>
            {choices.map((choice) => (
              <li key={choice.id}>
                <button
                  type="button"
                  aria-pressed={selected === choice.id}
                  onClick={() => flow.send({ type: 'SELECT', category: choice.id })}
                >
                  {/* A category's image, or the default provider image (spec section 3); decorative: the name names the button. */}
                  {'imageUrl' in choice && (
                    <img src={choice.imageUrl ?? DEFAULT_PROVIDER_IMAGE} alt="" width={48} height={24} decoding="async" />
                  )}
                  {choice.name}
                </button>
              </li>
            ))}
          </ul>
        )}
        {!searching && !ownList && categories.length > 0 && (
          <div className={listTools}>
            {providerPage === null && providers.length > 0 && (
              <label className={select} htmlFor={providerId}>
                {t('casino.providerFilter')}
                <select
                  id={providerId}
                  value={String(provider)}
                  onChange={(event) =>
                    flow.send({ type: 'FILTER', provider: event.target.value === 'all' ? 'all' : Number(event.target.value) })
                  }
                >
                  <option value="all">{t('casino.allProviders')}</option>
                  {providers.map((studioOption) => (
                    <option key={studioOption.id} value={studioOption.id}>
                      {studioOption.name}
                    </option>
                  ))}
                </select>
              </label>
            )}
            <label className={select} htmlFor={sortId}>
              {t('casino.sortLabel')}
              <select id={sortId} value={sort} onChange={(event) => flow.send({ type: 'SORT', sort: event.target.value as GameSort })}>
                {GAME_SORTS.map((order) => (
                  <option key={order} value={order}>
                    {t(`casino.sort.${order}`)}
                  </option>
                ))}
              </select>
            </label>
          </div>
        )}
      </div>

      {listView.loading && <p role="status">{searching ? t('casino.searching') : t('app.loading')}</p>}
      {listView.failed && <FailedNotice message={t('casino.loadFailed')} retry={() => flow.send({ type: 'RETRY' })} />}
      {!searching &&
        !listView.loading &&
        !listView.failed &&
        (shown.length === 0 ? (
          <p>{emptyText}</p>
        ) : (
          <>
            {!moreGames && <p aria-live="polite">{t('casino.gameCount', { count: shown.length })}</p>}
            <GameGrid games={shown} label={selectedName} onNearEnd={moreGames ? nearEnd : undefined} />
            <MoreGames
              loadingMore={listView.loadingMore}
              moreFailed={listView.moreFailed}
              hasMore={moreGames}
              more={() => flow.send({ type: 'MORE' })}
              retry={() => flow.send({ type: 'RETRY' })}
            />
          </>
        ))}
      {listView.results && (
        <>
          <h2 aria-live="polite">
            {listResults.length === 0
              ? t('casino.noResults', { query: listQuery.trim() })
              : t('casino.resultsFor', { query: listQuery.trim() })}
          </h2>
          {listResults.length > 0 && (
            <GameGrid
              games={listResults}
              label={t('casino.resultsFor', { query: listQuery.trim() })}
              onNearEnd={listMore ? nearEnd : undefined}
            />
          )}
          <MoreGames
            loadingMore={listView.loadingMore}
            moreFailed={listView.moreFailed}
            hasMore={listMore}
            more={() => flow.send({ type: 'MORE' })}
            retry={() => flow.send({ type: 'RETRY' })}
          />
        </>
      )}
    </div>
  );
}

/** Below a paged list: Show more (also for a keyboard, which does not scroll the grid's end into view), or why the next page did not come. */
function MoreGames({
  loadingMore,
  moreFailed,
  hasMore,
  more,
  retry,
}: {
  loadingMore: boolean;
  moreFailed: boolean;
  hasMore: boolean;
  more: () => void;
  retry: () => void;
}) {
  const t = useT();
  if (moreFailed) return <FailedNotice message={t('casino.moreFailed')} retry={retry} />;
  if (!hasMore && !loadingMore) return null;
  return (
    <button type="button" className={secondaryButton} disabled={loadingMore} onClick={more}>
      {t('casino.showMore')}
    </button>
  );
}
