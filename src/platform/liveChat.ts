// The live-chat widget (spec section 7): its script loads only in production
// and only when the site settings `chat-site-id` and `chat-div-id` exist
// (looked up by lowercase key). Without them the player is told, rather
// than left with a dead button.
import type { TypedStorage } from './storage';

function setting(storage: TypedStorage, key: string): string | null {
  const option = storage.read('bootstrap')?.siteOption.find((o) => o.key.toLowerCase() === key && o.status);
  return option?.value ? option.value : null;
}

export function createLiveChat(storage: TypedStorage) {
  return {
    open(unavailable: () => void) {
      const siteId = setting(storage, 'chat-site-id');
      const divId = setting(storage, 'chat-div-id');
      if (!import.meta.env.PROD || !siteId || !divId) return unavailable();
      const widget = (window as unknown as { LiveChatWidget?: { call(method: string): void } }).LiveChatWidget;
      if (widget) return widget.call('maximize');
      // The operator's chat provider serves the script from the site's own origin (CSP: script-src 'self').
      const script = document.createElement('script');
      script.src = `./chat/${encodeURIComponent(siteId)}.js`;
      script.async = true;
      script.dataset.chatDiv = divId;
      script.onerror = unavailable;
      document.body.append(script);
    },
  };
}
