import { useSelector } from '@xstate/react';
import { css } from 'goober';
import { useId } from 'react';
import { useApp, useT } from '../shared/AppContext';
import { FailedNotice } from '../shared/FailedNotice';
import { field, secondaryButton } from '../shared/forms';
import type { FlowRef, LazySlot } from '../../app/flows/registry';
import { useLazyFlow } from '../shared/useLazyFlow';
import { theme } from '../shared/theme';
import { addStrings } from '../../i18n/packs';
import { casinoStrings } from '../../i18n/casinoStrings';

addStrings(casinoStrings);

const box = css`
  display: grid;
  gap: ${theme.space.sm};
  padding: ${theme.space.md};
  ul {
    display: grid;
    gap: ${theme.space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li button {
    width: 100%;
    text-align: left;
  }
`;

/** The side menu's game search (five results) and the Aviator shortcut, run by the gameSearch flow while the menu is open. */
export function MenuSearch() {
  const { actors } = useApp();
  const lazyRef: LazySlot<FlowRef<'gameSearch'>> | undefined = useSelector(actors.mobileNav, (s) => s.children.searchFlow);
  const view = useLazyFlow(lazyRef);
  if (view.status !== 'running') return null;
  return <Search flow={view.flow} />;
}

function Search({ flow }: { flow: FlowRef<'gameSearch'> }) {
  const t = useT();
  const { actors } = useApp();
  const id = useId();
  const state = useSelector(flow, (s) => s.value);
  const findingAviator = useSelector(flow, (s) => s.matches('findingAviator'));
  const searching = useSelector(flow, (s) => s.matches('searching'));
  const failed = useSelector(flow, (s) => s.matches('failed'));
  const showingResults = useSelector(flow, (s) => s.matches('results'));
  const query = useSelector(flow, (s) => s.context.query);
  const results = useSelector(flow, (s) => s.context.results);
  return (
    <div className={box} data-state={`gameSearch.${state}`} role="search">
      <button
        type="button"
        className={secondaryButton}
        disabled={findingAviator}
        onClick={() => flow.send({ type: 'AVIATOR', mobile: true })}
      >
        {t('menuSearch.aviator')}
      </button>
      <div className={field}>
        <label htmlFor={id}>{t('menuSearch.label')}</label>
        <input
          id={id}
          type="search"
          autoComplete="off"
          value={query}
          onChange={(event) => flow.send({ type: 'SEARCH', query: event.target.value })}
        />
      </div>
      {searching && <p role="status">{t('menuSearch.searching')}</p>}
      {failed && <FailedNotice message={t('menuSearch.failed')} retry={() => flow.send({ type: 'RETRY' })} />}
      {showingResults &&
        (results.length === 0 ? (
          <p role="status">{t('menuSearch.none')}</p>
        ) : (
          <ul aria-label={t('menuSearch.results')}>
            {results.map((game) => (
              <li key={game.gameCode}>
                <button
                  type="button"
                  className={secondaryButton}
                  onClick={() => {
                    actors.dialogs.send({ type: 'OPEN.GAME', game, mobile: true });
                    actors.mobileNav.send({ type: 'CLOSE' });
                  }}
                >
                  {game.name}
                </button>
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}
