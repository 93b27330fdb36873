import { useSelector } from '@xstate/react';
import { css } from 'goober';
import { useId, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { LobbyInput, LobbySlug, lobbyMachine } from '../../../machines/lobby.machine';
import { casinoStrings } from '../../i18n/casinoStrings';
import { addStrings } from '../../i18n/packs';
import { FailedNotice } from '../shared/FailedNotice';
import { useApp, useT } from '../shared/AppContext';
import { field, secondaryButton } from '../shared/forms';
import { LazyFlowView } from '../shared/LazyFlowView';
import { theme } from '../shared/theme';
import { usePageFlow } from '../shared/usePageFlow';
import { NotFoundPage } from '../shell/NotFoundPage';
import { Banners } from '../home/Banners';
import { casinoSlider } from '../shared/sliders';
import { CasinoVideo } from './CasinoVideo';
import { GameGrid } from './GameGrid';

addStrings(casinoStrings);

const SLUGS: readonly LobbySlug[] = ['slot', 'live', 'games', 'bingo', 'tvbets'];

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

/** /casino and /casino/{slot|live|games|bingo|tvbets}: the page's categories (live: the five filters), search and games. */
export function CasinoPage({ slug }: { slug: string | undefined }) {
  const lobbySlug = (slug ?? 'slot') as LobbySlug;
  if (!SLUGS.includes(lobbySlug)) return <NotFoundPage />;
  return <Casino slug={lobbySlug} />;
}

function Casino({ slug }: { slug: LobbySlug }) {
  const t = useT();
  const { actors } = useApp();
  const all = useSelector(actors.bootstrap, (s) => s.context.stored?.casinoCategoryList);
  const video = useSelector(actors.bootstrap, (s) => s.context.stored?.video ?? null);
  const ids = (all ?? []).filter((category) => category.slugList.includes(slug)).map((category) => category.id).join(',');
  // The flow starts again only when the page or its categories change.
  const input = useMemo((): LobbyInput => ({ slug, categories: (all ?? []).filter((category) => category.slugList.includes(slug)).map(({ games: _, ...c }) => c) }), [slug, ids]); // eslint-disable-line react-hooks/exhaustive-deps
  const lazyRef = usePageFlow('lobby', undefined, input);
  return (
    <section className={page} data-state={`page.casino.${slug}`}>
      <Banners slug={casinoSlider(slug)} />
      <CasinoVideo video={video} />
      <h1>{t(`casino.pageTitle.${slug}`)}</h1>
      <LazyFlowView<ActorRefFrom<typeof lobbyMachine>> lazyRef={lazyRef}>{(flow) => <Lobby key={flow.sessionId} flow={flow} />}</LazyFlowView>
    </section>
  );
}

function Lobby({ flow }: { flow: ActorRefFrom<typeof lobbyMachine> }) {
  const t = useT();
  const searchId = useId();
  const state = useSelector(flow, (s) => {
    const value = s.value as Record<string, string>;
    const [top, sub] = Object.entries(value)[0]!;
    return `${top}.${sub}`;
  });
  const categories = useSelector(flow, (s) => s.context.categories);
  const selected = useSelector(flow, (s) => s.context.selected);
  const games = useSelector(flow, (s) => s.context.games);
  const query = useSelector(flow, (s) => s.context.query);
  const results = useSelector(flow, (s) => s.context.results);
  const more = useSelector(flow, (s) => s.context.results.length < s.context.total);
  const searching = state.startsWith('searching');
  const selectedName = selected === 'all' ? t('casino.all') : (categories.find((c) => c.id === selected)?.name ?? '');

  return (
    <div data-state={`lobby.${state}`}>
      <div className={tools}>
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
        {categories.length > 0 && !searching && (
          <ul className={filters} aria-label={t('casino.categories')}>
            {[{ id: 'all' as const, name: t('casino.all') }, ...categories].map((category) => (
              <li key={category.id}>
                <button type="button" aria-pressed={selected === category.id} onClick={() => flow.send({ type: 'SELECT', category: category.id })}>
                  {category.name}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>

      {(state === 'browsing.loading' || state === 'searching.debouncing' || state === 'searching.loading') && (
        <p role="status">{searching ? t('casino.searching') : t('app.loading')}</p>
      )}
      {(state === 'browsing.failed' || state === 'searching.failed') && (
        <FailedNotice message={t('casino.loadFailed')} retry={() => flow.send({ type: 'RETRY' })} />
      )}
      {state === 'browsing.ready' &&
        (games.length === 0 ? (
          <p>{t('casino.noGames')}</p>
        ) : (
          <>
            <p aria-live="polite">{t('casino.gameCount', { count: games.length })}</p>
            <GameGrid games={games} label={selectedName} />
          </>
        ))}
      {(state === 'searching.results' || state === 'searching.loadingMore') && (
        <>
          <h2 aria-live="polite">{results.length === 0 ? t('casino.noResults', { query: query.trim() }) : t('casino.resultsFor', { query: query.trim() })}</h2>
          {results.length > 0 && <GameGrid games={results} label={t('casino.resultsFor', { query: query.trim() })} />}
          {more && (
            <button type="button" className={secondaryButton} disabled={state === 'searching.loadingMore'} onClick={() => flow.send({ type: 'MORE' })}>
              {t('casino.showMore')}
            </button>
          )}
        </>
      )}
    </div>
  );
}
