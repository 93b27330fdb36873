// The demo live-chat widget (issue 21): what an operator's chat provider
// serves, small enough to read. The site loads it from the chat-script-url
// setting with its CSP nonce (src/platform/liveChat.ts); it draws into the
// element named by its script tag's data-chat-div and defines
// window.LiveChatWidget.call('maximize' | 'minimize'). It speaks the page's
// language (<html lang>), keeps focus inside its panel while open and gives
// it back on close, and answers every message with a demo reply.
import { Hono } from 'hono';
import type { AppEnv } from '../context';

/** The widget's script. Plain ES2020, no eval, no inline handlers: it runs under the site's CSP. */
export const CHAT_WIDGET_SCRIPT = String.raw`(() => {
  const script = document.currentScript;
  const host = document.getElementById((script && script.dataset.chatDiv) || 'live-chat');
  if (!host || window.LiveChatWidget) return;
  const texts = {
    tr: { title: 'Canlı Destek', close: 'Canlı desteği kapat', message: 'Mesajınız', send: 'Gönder', hello: 'Merhaba! Size nasıl yardımcı olabiliriz?', reply: 'Teşekkürler, mesajınızı aldık. Bu bir demo sohbettir; bir temsilci gerçek sitede yanıt verir.', you: 'Siz', agent: 'Destek' },
    en: { title: 'Live Support', close: 'Close live support', message: 'Your message', send: 'Send', hello: 'Hello! How can we help you?', reply: 'Thank you, we have your message. This is a demo chat; on the real site an agent answers.', you: 'You', agent: 'Support' },
  };
  const t = texts[document.documentElement.lang === 'en' ? 'en' : 'tr'];
  const el = (tag, attrs, children) => {
    const node = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) node.setAttribute(k, v);
    for (const child of children || []) node.append(child);
    return node;
  };
  const panel = el('section', { role: 'dialog', 'aria-modal': 'false', 'aria-labelledby': 'demo-chat-title', 'data-state': 'liveChatWidget.closed' });
  panel.style.cssText = 'position:fixed;right:1rem;bottom:5rem;z-index:90;width:min(22rem,calc(100vw - 2rem));max-height:min(30rem,calc(100dvh - 7rem));display:none;flex-direction:column;background:#17242f;color:#f2f5f7;border:1px solid #1f3140;border-radius:8px;box-shadow:0 8px 24px rgb(0 0 0 / 0.5);font:inherit';
  const title = el('h2', { id: 'demo-chat-title' }, [t.title]);
  title.style.cssText = 'margin:0;font-size:1.1rem';
  const close = el('button', { type: 'button', 'aria-label': t.close }, ['×']);
  close.style.cssText = 'border:0;background:transparent;color:inherit;font-size:1.5rem;width:2.5rem;height:2.5rem;cursor:pointer';
  const head = el('div', {}, [title, close]);
  head.style.cssText = 'display:flex;align-items:center;justify-content:space-between;padding:0.5rem 0.5rem 0.5rem 1rem;border-bottom:1px solid #1f3140';
  const log = el('ol', { 'aria-live': 'polite', 'aria-label': t.title, tabindex: '0' });
  log.style.cssText = 'list-style:none;margin:0;padding:1rem;overflow:auto;flex:1;display:grid;gap:0.5rem';
  const say = (who, text) => {
    const item = el('li', {}, [el('strong', {}, [who + ': ']), text]);
    item.style.cssText = 'line-height:1.4';
    log.append(item);
    log.scrollTop = log.scrollHeight;
  };
  const label = el('label', { for: 'demo-chat-message' }, [t.message]);
  label.style.cssText = 'position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)';
  const input = el('input', { id: 'demo-chat-message', type: 'text', autocomplete: 'off', maxlength: '500' });
  input.style.cssText = 'flex:1;min-width:0;padding:0.6rem;border-radius:8px;border:1px solid #b8c4cc;background:#0f1923;color:inherit;font:inherit';
  const send = el('button', { type: 'submit' }, [t.send]);
  send.style.cssText = 'padding:0.6rem 1rem;border:0;border-radius:8px;background:#f5b70a;color:#1a1300;font:inherit;font-weight:700;cursor:pointer';
  const form = el('form', {}, [label, input, send]);
  form.style.cssText = 'display:flex;gap:0.5rem;padding:0.75rem;border-top:1px solid #1f3140';
  panel.append(head, log, form);
  host.append(panel);
  say(t.agent, t.hello);
  let opener = null;
  const isOpen = () => panel.style.display !== 'none';
  const open = () => {
    if (isOpen()) return input.focus();
    opener = document.activeElement;
    panel.style.display = 'flex';
    panel.dataset.state = 'liveChatWidget.open';
    input.focus();
  };
  const hide = () => {
    panel.style.display = 'none';
    panel.dataset.state = 'liveChatWidget.closed';
    if (opener && opener.focus) opener.focus();
  };
  close.addEventListener('click', hide);
  panel.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') hide();
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const text = input.value.trim();
    if (!text) return;
    say(t.you, text);
    input.value = '';
    setTimeout(() => say(t.agent, t.reply), 800);
  });
  window.LiveChatWidget = { call: (method) => (method === 'maximize' ? open() : method === 'minimize' ? hide() : undefined) };
})();
`;

export const demoChatRoutes = () =>
  new Hono<AppEnv>().get('/widget.js', (c) =>
    c.body(CHAT_WIDGET_SCRIPT, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'public, max-age=300' }),
  );
