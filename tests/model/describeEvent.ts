import type { EventObject } from 'xstate';

const AFTER = 'xstate.after.';
const DONE_ACTOR = 'xstate.done.actor.';
const ERROR_ACTOR = 'xstate.error.actor.';

/** `xstate.after.<delay>.<stateNodeId>` → the delay's name or number of ms. */
export function parseDelayEvent(type: string): { delay: string; stateNodeId: string } | null {
  if (!type.startsWith(AFTER)) return null;
  const rest = type.slice(AFTER.length);
  const dot = rest.indexOf('.');
  return dot < 0 ? null : { delay: rest.slice(0, dot), stateNodeId: rest.slice(dot + 1) };
}

export function actorIdOfDone(type: string): string | null {
  return type.startsWith(DONE_ACTOR) ? type.slice(DONE_ACTOR.length) : null;
}

export function actorIdOfError(type: string): string | null {
  return type.startsWith(ERROR_ACTOR) ? type.slice(ERROR_ACTOR.length) : null;
}

function brief(value: unknown): string {
  const json = JSON.stringify(value, (_key, v: unknown) => (v instanceof Error ? `${v.name}: ${v.message}` : v));
  if (json === undefined) return '';
  return json.length > 60 ? `${json.slice(0, 57)}...` : json;
}

/** A short, readable name of an event for test names and reports. */
export function describeEvent(event: EventObject): string {
  const delay = parseDelayEvent(event.type);
  if (delay) return `after ${delay.delay}`;
  const done = actorIdOfDone(event.type);
  if (done) return `${done} done${'output' in event ? ` ${brief(event.output)}` : ''}`;
  const failed = actorIdOfError(event.type);
  if (failed) return `${failed} fails${'error' in event ? ` ${brief(event.error)}` : ''}`;
  const { type, ...payload } = event;
  return Object.keys(payload).length ? `${type} ${brief(payload)}` : type;
}
