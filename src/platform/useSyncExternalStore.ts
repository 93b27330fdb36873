// React 19 has useSyncExternalStore built in; @xstate/react still imports the
// shim for React 17 (use-sync-external-store/shim), which carried its own
// polyfill into the first screen. vite.config.ts points the shim here.
export { useSyncExternalStore } from 'react';
