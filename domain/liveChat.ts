// The operator's live chat in the site's settings (spec section 7): which
// settings name the widget, and where its script comes from.
import { safeLink } from '../contract/safeLink';
import type { BootstrapConfig } from '../contract/startupSchemas';

/** Where the operator's chat widget comes from and where it draws itself (the site settings). */
export interface LiveChatSettings {
  /** chat-site-id */
  siteId: string;
  /** chat-div-id: the element the widget draws into. */
  divId: string;
  /** chat-script-url, or ./chat/{siteId}.js without it. */
  scriptUrl: string;
}

/** A setting's value, looked up by its lowercase key (spec section 7), when it is on. */
function setting(config: BootstrapConfig | null, key: string): string | null {
  const option = config?.siteOption.find((o) => o.key.toLowerCase() === key && o.status);
  return option?.value ? option.value : null;
}

/** The chat settings of the configuration, or null when chat-site-id or chat-div-id is missing. */
export function chatSettings(config: BootstrapConfig | null): LiveChatSettings | null {
  const siteId = setting(config, 'chat-site-id');
  const divId = setting(config, 'chat-div-id');
  if (!siteId || !divId) return null;
  // The operator's script address (a relative or http(s) link), else the site's own ./chat/{siteId}.js.
  const scriptUrl = safeLink(setting(config, 'chat-script-url') ?? '') || `./chat/${encodeURIComponent(siteId)}.js`;
  return { siteId, divId, scriptUrl };
}
