import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Dialogs, pages and flows load lazily: the first opening in a test file
// transforms their modules cold, which on a busy two-core machine takes
// longer than testing-library's default 1 s for findBy…/waitFor.
configure({ asyncUtilTimeout: 5000 });

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
  afterEach(() => {
    cleanup();
    document.body.className = '';
  });
}
