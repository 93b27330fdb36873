// Typed local storage. Every key has a schema; a value that is missing, not
// JSON, or not of its schema reads as absent (and is removed), never a crash.
// When the browser refuses storage (private mode, quota, disabled cookies) the
// site keeps working from memory for the rest of the visit.
import * as z from 'zod/mini';
import { BootstrapConfig, SessionRecord } from '../../contract/startupSchemas';
import { SUPPORTED_LANGUAGES } from './languages';

export { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from './languages';

export const storageSchemas = {
  authData: SessionRecord,
  lang: z.enum(SUPPORTED_LANGUAGES),
  fingerprint: z.string().check(z.minLength(1)),
  bootstrap: BootstrapConfig,
  refId: z.int(),
  /** The top notification bar was closed by the player. */
  topNotificationRead: z.literal(true),
  /** Keys of popups already shown (one per distinct popup content). */
  seenPopups: z.array(z.string()),
  /** Why the server ended the last session (a limit reached, a time-out), said once after the reload. */
  logoutReason: z.string().check(z.minLength(1), z.maxLength(500)),
} as const;

export type StorageKey = keyof typeof storageSchemas;
export type StoredValue<K extends StorageKey> = z.output<(typeof storageSchemas)[K]>;

export type StorageBackend = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface TypedStorage {
  read<K extends StorageKey>(key: K): StoredValue<K> | undefined;
  write<K extends StorageKey>(key: K, value: StoredValue<K>): void;
  remove(key: StorageKey): void;
  /** Removes every key of ours except those kept (logout keeps the language). */
  clear(keep?: readonly StorageKey[]): void;
}

export function memoryBackend(): StorageBackend {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

/** The browser's localStorage when it works, else memory. */
export function browserBackend(): StorageBackend {
  try {
    const probe = '__storage_probe__';
    globalThis.localStorage.setItem(probe, probe);
    globalThis.localStorage.removeItem(probe);
    return globalThis.localStorage;
  } catch {
    return memoryBackend();
  }
}

export function createStorage(backend: StorageBackend): TypedStorage {
  function decode(raw: string): unknown {
    try {
      return JSON.parse(raw);
    } catch {
      // Older builds stored plain strings (lang, fingerprint) without JSON quotes.
      return raw;
    }
  }

  return {
    read(key) {
      let raw: string | null;
      try {
        raw = backend.getItem(key);
      } catch {
        return undefined;
      }
      if (raw === null) return undefined;
      const parsed = storageSchemas[key].safeParse(decode(raw));
      if (parsed.success) return parsed.data as StoredValue<typeof key>;
      try {
        backend.removeItem(key);
      } catch {
        /* nothing more to do: it reads as absent either way */
      }
      return undefined;
    },
    write(key, value) {
      try {
        backend.setItem(key, JSON.stringify(value));
      } catch {
        /* quota or a refusing browser: the value lives on in the machines' context */
      }
    },
    remove(key) {
      try {
        backend.removeItem(key);
      } catch {
        /* already unreadable */
      }
    },
    clear(keep = []) {
      for (const key of Object.keys(storageSchemas) as StorageKey[]) {
        if (!keep.includes(key)) this.remove(key);
      }
    },
  };
}
