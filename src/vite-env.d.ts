/// <reference types="vite/client" />

/** Digitain's static hosts, from VITE_DIGITAIN_STATIC_HOSTS as vite.config.ts read and checked it. */
declare const __DIGITAIN_STATIC_HOSTS__: readonly string[];

interface ImportMetaEnv {
  /** Build with VITE_INSPECT=true to allow `?inspect` outside development. */
  readonly VITE_INSPECT?: string;
  /** Digitain's static hosts, comma-separated https origins (domain/launch.ts digitainHostsFrom); unset: the demo's. */
  readonly VITE_DIGITAIN_STATIC_HOSTS?: string;
}
