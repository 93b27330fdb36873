import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

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
