// What `npm run bench:vitals` reads from the page itself: the browser's own
// performance entries, observed from before the app's first script (an init
// script) with buffered entries, and the figures made from them.
//
// `observeVitals` runs in the page: Playwright sends its source, so it uses
// nothing from this module's scope.

export interface EventRecord {
  name: string;
  startTime: number;
  duration: number;
  interactionId: number;
  /** When the handlers started and ended: before, the input waited (input delay); after, the page drew (presentation delay). */
  processingStart: number;
  processingEnd: number;
}

export interface PageRecord {
  firstContentfulPaint: number | null;
  /** Every largest-contentful-paint entry's time; Chromium reports none after the first input, so the last is final. */
  largestContentfulPaints: number[];
  /** What each of those entries painted: its element (tag, id or first class, text or image), and its size in CSS pixels. */
  largestContentfulElements: string[];
  longTasks: Array<{ startTime: number; duration: number }>;
  layoutShifts: Array<{ startTime: number; value: number; hadRecentInput: boolean }>;
  events: EventRecord[];
}

declare global {
  interface Window {
    benchVitals?: PageRecord;
  }
}

/** Registers the observers (in the top page only: game frames run their own). */
export function observeVitals(): void {
  if (window !== window.top) return;
  const record: PageRecord = {
    firstContentfulPaint: null,
    largestContentfulPaints: [],
    largestContentfulElements: [],
    longTasks: [],
    layoutShifts: [],
    events: [],
  };
  window.benchVitals = record;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') record.firstContentfulPaint = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as LargestContentfulPaint[]) {
      record.largestContentfulPaints.push(entry.startTime);
      const element = entry.element;
      const name = element
        ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : element.classList[0] ? `.${element.classList[0]}` : ''}`
        : '(removed)';
      const what = entry.url
        ? ` ${entry.url.replace(location.origin, '')}`
        : element
          ? ` "${(element.textContent ?? '').trim().slice(0, 30)}"`
          : '';
      record.largestContentfulElements.push(`${name}${what} (${entry.size} px²)`);
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.longTasks.push({ startTime: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry instanceof LayoutShift)
        record.layoutShifts.push({ startTime: entry.startTime, value: entry.value, hadRecentInput: entry.hadRecentInput });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  // Event Timing: every event of 16 ms or more (the API's least threshold); an interaction's latency is its longest entry.
  // (TypeScript's DOM types do not name Event Timing's `durationThreshold` yet.)
  const eventOptions: PerformanceObserverInit & { durationThreshold: number } = { type: 'event', durationThreshold: 16, buffered: true };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry instanceof PerformanceEventTiming) {
        record.events.push({
          name: entry.name,
          startTime: entry.startTime,
          duration: entry.duration,
          interactionId: entry.interactionId,
          processingStart: entry.processingStart,
          processingEnd: entry.processingEnd,
        });
      }
    }
  }).observe(eventOptions);
}

/** Layout Instability's entry (Chromium's; not in TypeScript's DOM types). */
interface LayoutShift extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
}
declare const LayoutShift: { prototype: LayoutShift; new (): LayoutShift };

/**
 * Cumulative layout shift as Chromium's CLS defines it: shifts not caused by
 * input, grouped into session windows (gaps under 1 s, at most 5 s long);
 * the largest window's sum.
 */
export function cumulativeLayoutShift(shifts: PageRecord['layoutShifts']): number {
  let largest = 0;
  let windowSum = 0;
  let windowStart = -Infinity;
  let previous = -Infinity;
  for (const shift of shifts.filter((s) => !s.hadRecentInput).sort((a, b) => a.startTime - b.startTime)) {
    if (shift.startTime - previous >= 1000 || shift.startTime - windowStart >= 5000) {
      windowStart = shift.startTime;
      windowSum = 0;
    }
    windowSum += shift.value;
    previous = shift.startTime;
    largest = Math.max(largest, windowSum);
  }
  return largest;
}

/**
 * The latency of the slowest interaction that began within [from, to] (ms on
 * the page's clock): each interaction's latency is the longest duration of its
 * entries (Event Timing groups them by interactionId). 0 when none took 16 ms
 * or more, the least the API reports.
 */
export function slowestInteraction(events: EventRecord[], from: number, to: number): number {
  const latencies = new Map<number, number>();
  for (const event of events) {
    if (event.interactionId === 0 || event.startTime < from || event.startTime > to) continue;
    latencies.set(event.interactionId, Math.max(latencies.get(event.interactionId) ?? 0, event.duration));
  }
  return Math.max(0, ...latencies.values());
}
