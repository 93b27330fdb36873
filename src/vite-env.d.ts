/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Build with VITE_INSPECT=true to allow `?inspect` outside development. */
  readonly VITE_INSPECT?: string;
}
