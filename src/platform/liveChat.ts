// The operator's live-chat widget (spec section 7): the page effects of
// loading and opening it (which settings name it: domain/liveChat.ts). The rules (production
// only, both settings needed, when it loads) are in machines/liveChat.machine.ts.
//
// The widget's contract, which the operator's chat provider meets and the
// reference server's demo widget (/demo/chat/widget.js) shows: its script
// draws into the element whose id is chat-div-id (created here if the page
// has none; the script tag names it in data-chat-div, and the site in
// data-site-id) and defines window.LiveChatWidget.call('maximize') to open.
import type { LiveChatSettings } from '../../domain/liveChat';

interface LiveChatWidget {
  call(method: 'maximize' | 'minimize'): void;
}
declare global {
  interface Window {
    /** Defined by the operator's widget script once it has loaded (a third party's global). */
    LiveChatWidget?: LiveChatWidget;
  }
}
const widget = () => window.LiveChatWidget;

/** Loads the widget's script with the page's CSP nonce; resolves once it has defined the widget. */
export function loadChatWidget(settings: LiveChatSettings, nonce: string): Promise<void> {
  if (widget()) return Promise.resolve();
  if (!document.getElementById(settings.divId)) {
    const host = document.createElement('div');
    host.id = settings.divId;
    document.body.append(host);
  }
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = new URL(settings.scriptUrl, document.baseURI).href;
    script.async = true;
    script.nonce = nonce;
    script.dataset.siteId = settings.siteId;
    script.dataset.chatDiv = settings.divId;
    script.onload = () => (widget() ? resolve() : reject(new Error('the chat script defined no widget')));
    script.onerror = () => {
      script.remove();
      reject(new Error('the chat script could not be loaded'));
    };
    document.body.append(script);
  });
}

export function openChatWidget(): void {
  widget()?.call('maximize');
}
