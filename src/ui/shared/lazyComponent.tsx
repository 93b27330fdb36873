import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

/**
 * A component whose code loads when it is first drawn (or when `preload` is
 * called), showing `fallback` until then; off the first screen's bundle.
 * Not React.lazy with Suspense: what uses it keeps its box while the code
 * arrives, and a Suspense boundary holds revealed content back by up to
 * 300 ms (React's throttle against popcorn) on a timer, which a paused clock
 * (the model paths' Playwright clock) never lets pass. A failed load is
 * tried again the next time it is drawn.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null) {
  let Loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (component) => void (Loaded = component),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));

  function LazyComponent(props: P) {
    const [, setLoaded] = useState(Loaded !== null);
    useEffect(() => {
      if (Loaded) return;
      let mounted = true;
      preload().then(
        () => mounted && setLoaded(true),
        () => {},
      );
      return () => {
        mounted = false;
      };
    }, []);
    return Loaded ? <Loaded {...props} /> : fallback;
  }
  return Object.assign(LazyComponent, { preload });
}
