// How a lazily loaded flow's slot (lazyFlow.machine.ts) reads to a view, in
// a file of its own: the views that render slots are on the first screen,
// the machine itself is not.

/** What a view of the slot shows: Loading, the failure with Try again, or the flow (running, or finished and still on screen). */
export type LazyFlowTag = 'loading' | 'failed' | 'flowShown';

/** What a slot's view shows, read from its tags (zag's `connect`): the one reading of the slot's states the views share. */
export type LazyFlowStatus = 'loading' | 'failed' | 'running';

export function lazyFlowStatus(snapshot: { hasTag(tag: LazyFlowTag): boolean } | undefined): LazyFlowStatus {
  if (snapshot?.hasTag('failed')) return 'failed';
  if (snapshot?.hasTag('flowShown')) return 'running';
  // A slot not started yet (no snapshot) is loading too.
  return 'loading';
}
