import { useEffect, useState } from 'react';

/**
 * False until `delayMs` after the component mounted, then true: for a
 * placeholder that should not flash when what it stands for arrives sooner.
 * Presentation only; no flow waits on it.
 */
export function useAfterDelay(delayMs: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setElapsed(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);
  return elapsed;
}
