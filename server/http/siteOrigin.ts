// Where the site is, from configuration, never from what a client wrote
// (issue 32, L2). The Host header and the Origin header are the client's to
// write: a request naming Host: evil.example made the server call
// evil.example its main domain, accept a game lobby there (an open redirect
// through our game pages), and hand out deposit pages and games there.
//
// The site's hosts are SITE_DOMAIN (the main domain) and SITE_HOSTS (its
// mirrors and other names). With neither set, the server is a developer's
// (config.ts refuses a public HOST or a proxy without them) and its hosts are
// the loopback names on any port: `npm start` on 127.0.0.1:8080, Vite's page
// on 127.0.0.1:5173. A request's Origin or Host is used only when it is one
// of them, so a player gets pages and games on the host they are on; any
// other gets the main domain.
import type { Context } from 'hono';
import type { ServerConfig } from '../config';
import type { AppEnv } from '../context';
import { isLoopbackHost } from './thisMachine';

const splitHost = (host: string) => {
  const match = /^(\[[^\]]*\]|[^:]*)(?::(\d+))?$/.exec(host);
  return match ? { name: match[1]!, port: match[2] } : { name: host, port: undefined };
};

/** One of the site's hosts: a configured one (an entry without a port takes any), or with none configured a loopback name. */
export function isSiteHost(config: Pick<ServerConfig, 'siteDomain' | 'siteHosts'>, host: string): boolean {
  const asked = splitHost(
    host
      .trim()
      .toLowerCase()
      .replace(/\.(?=$|:)/, ''),
  );
  const configured = [...(config.siteDomain ? [config.siteDomain] : []), ...config.siteHosts];
  if (configured.length === 0) return isLoopbackHost(host);
  return configured.some((entry) => {
    const own = splitHost(entry);
    return own.name === asked.name && (own.port === undefined || own.port === asked.port);
  });
}

/** The site's own origin when a request names none of its hosts: the main domain over HTTPS, or this machine's. */
export function mainOrigin(config: Pick<ServerConfig, 'siteDomain' | 'port'>): string {
  return config.siteDomain ? `https://${config.siteDomain}` : `http://127.0.0.1:${config.port}`;
}

const originOf = (text: string | undefined): URL | null => {
  if (!text) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
};

/**
 * The origin the pages and games we hand out point at: the page's own (the
 * Origin a browser sends, so Vite's page and a mirror work) or the address the
 * request came to, when it is one of the site's hosts; else the main origin.
 */
export function siteOrigin(c: Context<AppEnv>): string {
  const { config } = c.get('deps');
  const page = originOf(c.req.header('origin'));
  if (page && isSiteHost(config, page.host)) return page.origin;
  const own = new URL(c.req.url);
  if (isSiteHost(config, own.host)) return own.origin;
  return mainOrigin(config);
}

/**
 * The origin of a link in an e-mail (the confirmation's): the main domain
 * over HTTPS when one is configured, whatever the request named (an e-mail
 * outlives the mirror or the port it was asked from); on a developer's
 * machine, the page's own, as siteOrigin.
 */
export function mailOrigin(c: Context<AppEnv>): string {
  const { config } = c.get('deps');
  return config.siteDomain ? mainOrigin(config) : siteOrigin(c);
}

/**
 * The main domain the header's notice names (bootstrap domainStatus.current):
 * SITE_DOMAIN, or with none the host the request came to when it is one of
 * the site's (no notice on a developer's machine), else none.
 */
export function mainDomain(c: Context<AppEnv>): string | undefined {
  const { config } = c.get('deps');
  if (config.siteDomain) return config.siteDomain;
  const own = new URL(c.req.url).host;
  return isSiteHost(config, own) ? own : undefined;
}

/** A lobby a game may send the player back to: an http(s) address on one of the site's hosts, or none. */
export function siteLobbyUrl(lobbyUrl: string | undefined, c: Context<AppEnv>): string | undefined {
  if (!lobbyUrl) return undefined;
  try {
    const url = new URL(lobbyUrl, siteOrigin(c));
    const ours = isSiteHost(c.get('deps').config, url.host);
    return ours && (url.protocol === 'http:' || url.protocol === 'https:') ? url.href : undefined;
  } catch {
    return undefined;
  }
}
