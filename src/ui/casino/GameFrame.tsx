import { css } from 'goober';
import { useEffect, useMemo, useRef } from 'react';
import type { GameFrame as Frame, GameLaunchEvent } from '../../../machines/gameLaunch.machine';
import { cspNonce } from '../../platform/cspNonce';
import { providerDocument } from './providerDocument';

const frameStyle = css`
  display: block;
  width: 100%;
  height: 100%;
  border: 0;
  background: #0b1620;
`;

/** Whether `source` is `game` or a frame inside it (a window's `parent` can be read across origins). */
function isWithin(source: MessageEventSource | null, game: Window | null | undefined): boolean {
  if (!game || !source || !('parent' in source)) return false;
  for (let current: Window | null = source; current; current = current.parent === current ? null : current.parent) {
    if (current === game) return true;
    if (current === window) return false;
  }
  return false;
}

/**
 * The game's frame: a launch URL as it is, provider HTML in a sandboxed
 * srcdoc frame (scripts only: no same-origin, so it cannot reach our
 * storage, cookies or document). Every `message` the window receives goes
 * to the flow with its origin and whether this frame (or a frame inside it)
 * sent it; the flow decides what counts.
 */
export function GameFrame({ frame, title, send }: { frame: Frame; title: string; send(event: GameLaunchEvent): void }) {
  const ref = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    const onMessage = (event: MessageEvent) =>
      send({
        type: 'FRAME.MESSAGE',
        origin: event.origin,
        fromGameFrame: isWithin(event.source, ref.current?.contentWindow),
        data: event.data,
      });
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [send]);
  const srcDoc = useMemo(() => (frame.kind === 'html' ? providerDocument(frame, cspNonce(), document.baseURI) : undefined), [frame]);
  const onLoad = () => send({ type: 'FRAME.LOADED' });
  if (frame.kind === 'html') {
    return (
      <iframe ref={ref} className={frameStyle} title={title} sandbox="allow-scripts" srcDoc={srcDoc} onLoad={onLoad} data-frame="html" />
    );
  }
  return (
    <iframe ref={ref} className={frameStyle} title={title} src={frame.url} allow="autoplay; fullscreen" onLoad={onLoad} data-frame="url" />
  );
}
