import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';

// Dialogs, pages and flows load lazily: the first opening in a test file
// transforms their modules cold, which on a busy two-core machine took longer
// than testing-library's default 1 s, and once longer than 5 s, for
// findBy…/waitFor. Tests wait for what the page shows; this is only the
// ceiling of that wait, kept under the 20 s test timeout so that a wait that
// never ends still names what it waited for.
configure({ asyncUtilTimeout: 15_000 });

// Some unit files run in the node environment (`@vitest-environment node`).
if (typeof window !== 'undefined' && !window.matchMedia) {
  // jsdom has no matchMedia; Swiper and the reduced-motion checks ask for it. Nothing matches.
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (typeof document !== 'undefined') {
  // Files share a worker's page and module graph (vite.config.ts): each
  // starts on an empty page with empty storage, as a visitor's first visit.
  beforeAll(() => {
    localStorage.clear();
    sessionStorage.clear();
    for (const cookie of document.cookie.split(';')) {
      const name = cookie.split('=')[0]!.trim();
      if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    }
    document.body.innerHTML = '';
    document.body.className = '';
    for (const { name } of [...document.documentElement.attributes]) document.documentElement.removeAttribute(name);
    document.title = '';
  });
  afterEach(() => {
    cleanup();
    document.body.className = '';
  });
}
