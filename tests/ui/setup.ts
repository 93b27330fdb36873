import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Some unit files run in the node environment (`@vitest-environment node`).
if (typeof document !== 'undefined') {
  afterEach(() => {
    cleanup();
    document.body.className = '';
  });
}
