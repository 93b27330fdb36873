import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { css } from 'goober';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Game } from '../../../contract/schemas';

import { GameTile } from '../shared/games/GameTile';

const GAP_PX = 12;
const MIN_TILE_PX = 150;
/** Tile image 4:3 plus its name line. */
const rowHeight = (tileWidth: number) => Math.round((tileWidth * 3) / 4 + 34);

const list = css`
  position: relative;
  width: 100%;
  margin: 0;
  padding: 0;
  list-style: none;
`;
const row = css`
  position: absolute;
  left: 0;
  right: 0;
  display: grid;
  gap: ${GAP_PX}px;
`;

/** How many tiles fit in a row of this width. */
const columnsFor = (width: number) => Math.max(2, Math.floor((width + GAP_PX) / (MIN_TILE_PX + GAP_PX)));

/**
 * The games of a category: only the rows on screen (and a few around them)
 * are mounted, so a category of thousands scrolls as smoothly as one of ten
 * (@tanstack/react-virtual against the window's scroll). `onNearEnd` is
 * called as the last rows come on screen: the next page of a paged list.
 */
export function GameGrid({ games, label, onNearEnd }: { games: readonly Game[]; label: string; onNearEnd?: () => void }) {
  const ref = useRef<HTMLUListElement>(null);
  const [width, setWidth] = useState(960);
  const [offset, setOffset] = useState(0);
  // Until the grid has measured where it starts, the rows 'on screen' are a guess from the top of the page.
  const [measured, setMeasured] = useState(false);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      setWidth(element.clientWidth || 960);
      setOffset(element.getBoundingClientRect().top + window.scrollY);
      setMeasured(true);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const columns = columnsFor(width);
  const tileWidth = (width - GAP_PX * (columns - 1)) / columns;
  const height = rowHeight(tileWidth);
  const rows = Math.ceil(games.length / columns);
  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => height + GAP_PX,
    overscan: 3,
    scrollMargin: offset,
    // The rows follow a scroll in React's next task, not inside the scroll event (flushSync): a
    // 4×-slowed phone spent 150 ms re-rendering the grid in the scroll that brought a tile into
    // view, and the tap that followed waited for it (issue 31, INP). Three rows of overscan
    // cover the frame in between.
    useFlushSync: false,
  });

  // The next page is asked for as the last rows come near (the flow ignores it while a page is on its way or none is left).
  const lastShown = virtualizer.getVirtualItems().at(-1)?.index ?? -1;
  useEffect(() => {
    // Not before the grid knows where it starts: the first render took a grid lower on the page for one at its top and asked for the next page unasked.
    if (measured && onNearEnd && rows > 0 && lastShown >= rows - 2) onNearEnd();
  }, [measured, onNearEnd, lastShown, rows]);

  return (
    <ul
      ref={ref}
      className={list}
      aria-label={label}
      style={{ height: virtualizer.getTotalSize() }}
      data-testid="game-grid"
      data-count={games.length}
    >
      {virtualizer.getVirtualItems().map((item) => (
        <li
          key={item.key}
          className={row}
          style={{ top: item.start - offset, height, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
          aria-setsize={rows}
          aria-posinset={item.index + 1}
        >
          {games.slice(item.index * columns, item.index * columns + columns).map((game) => (
            <GameTile key={game.gameCode} game={game} />
          ))}
        </li>
      ))}
    </ul>
  );
}
