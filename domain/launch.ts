// What the site and the game providers agree on beyond the calls of spec
// section 7: where Digitain's static launch pages live (the site serves them
// from its own path), how SoftGamings' HTML carries the referrer the site
// patches, and the messages a game frame posts to the site. The client, the
// reference server and the tests read these, so each lives in one place.
import * as z from 'zod/mini';

/**
 * Digitain answers with a URL on one of two static hosts; the site loads the
 * same path from its own `/launch/digitain/` (spec section 7). Which hosts
 * they are is configuration, not code (issue 33): the build's
 * `VITE_DIGITAIN_STATIC_HOSTS` for the site, the reference server's
 * `DIGITAIN_STATIC_HOSTS` for its answers; both read by `digitainHostsFrom`.
 * Unset, the demo's reserved names.
 */
export const DEFAULT_DIGITAIN_STATIC_HOSTS: readonly string[] = ['https://static.digitain.example', 'https://static2.digitain.example'];
export const DIGITAIN_LOCAL_PATH = '/launch/digitain/';

/** The URL, or null (not URL.canParse: Safari 16, which the build targets, lacks it). */
function parsedUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/**
 * The static hosts a setting names: https origins (scheme, host, port if
 * any), comma-separated; unset or blank, the demo's. Anything else throws,
 * so a wrong setting stops the build or the server's start instead of
 * leaving Digitain's games on a host the site does not rewrite.
 */
export function digitainHostsFrom(setting: string | undefined): string[] {
  if (setting === undefined || setting.trim() === '') return [...DEFAULT_DIGITAIN_STATIC_HOSTS];
  return setting.split(',').map((entry) => {
    const value = entry.trim();
    const url = parsedUrl(value);
    const bare =
      url &&
      url.protocol === 'https:' &&
      url.hostname !== '' &&
      !url.username &&
      !url.password &&
      url.pathname === '/' &&
      !url.search &&
      !url.hash;
    if (!url || !bare || !/^https:\/\/[^/?#]+\/?$/i.test(value))
      throw new Error(`Digitain static host '${value}' is not an https origin (https://host or https://host:port)`);
    return url.origin;
  });
}

/** A Digitain URL on one of the given static hosts, moved to the site's local path; any other URL as it came. */
export function rewriteDigitainUrl(url: string, hosts: readonly string[]): string {
  for (const host of hosts) {
    if (url.startsWith(`${host}/`)) return `${DIGITAIN_LOCAL_PATH}${url.slice(host.length + 1)}`;
  }
  return url;
}

/**
 * SoftGamings' HTML holds an options object with `"referrer": ""`; the site
 * fills in its own address before it runs the script, and the game refuses
 * to start without it.
 */
const REFERRER_VALUE = /(["']referrer["']\s*:\s*)(["'])(?:\\.|(?!\2).)*\2/;

export function hasReferrerSlot(script: string): boolean {
  return REFERRER_VALUE.test(script);
}

export function patchReferrer(script: string, referrer: string): string {
  return script.replace(REFERRER_VALUE, (_match, key: string) => `${key}${JSON.stringify(referrer)}`);
}

/** The commands a game frame posts to the site (spec section 4 'Game launch'). */
export const GameFrameCommand = {
  /** Every provider but Egt Digital: close the game. */
  Exit: 'exit',
  /** Egt Digital: close the game. */
  EgtExit: 'com.egt-bg.exit',
  /** Egt Digital: launch the game again. */
  EgtReload: 'com.egt-bg.reload',
} as const;
export type GameFrameCommand = (typeof GameFrameCommand)[keyof typeof GameFrameCommand];

const command = z.enum([GameFrameCommand.Exit, GameFrameCommand.EgtExit, GameFrameCommand.EgtReload]);
/** `{command: 'exit'}` as the demo games post it, or the bare command string some providers send. */
export const GameFrameMessage = z.union([z.object({ command }), command]);
export type GameFrameMessage = z.infer<typeof GameFrameMessage>;

/** The command of a frame message, or null for anything else (which the site ignores). */
export function frameCommand(data: unknown): GameFrameCommand | null {
  const parsed = GameFrameMessage.safeParse(data);
  if (!parsed.success) return null;
  return typeof parsed.data === 'string' ? parsed.data : parsed.data.command;
}

/**
 * SoftGamings' HTML split into its markup and its scripts' text (the site
 * runs the scripts itself, inside the sandboxed frame). Only inline scripts
 * count; the provider's HTML carries no others.
 */
export function splitProviderHtml(html: string): { markup: string; scripts: string[] } {
  const scripts: string[] = [];
  const markup = html.replace(/<script\b[^>]*>([\s\S]*?)<\/script\s*>/gi, (_match, body: string) => {
    if (body.trim()) scripts.push(body);
    return '';
  });
  return { markup: markup.trim(), scripts };
}

export { decodeGameParam, encodeGameParam } from './gameParam';
