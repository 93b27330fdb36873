// Ends the running task and resumes in a new one, so that the browser may
// handle input and paint in between. The first screen's start-up (its
// modules, the services, the actors, the first render) was one task of about
// 400 ms on a 4×-slowed phone; split at these points, no part of it blocks
// the page for long (issue 31, docs/performance.md).
//
// `scheduler.yield()` (Chromium 129+, Firefox 142+) resumes ahead of the
// other queued tasks, so start-up is not put behind timers and network
// callbacks; elsewhere (Safari, jsdom) a zero timeout.
export function yieldToBrowser(): Promise<void> {
  return typeof scheduler === 'object' ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve));
}
