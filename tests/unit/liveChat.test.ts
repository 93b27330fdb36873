// @vitest-environment node
// Which settings name the operator's chat (src/platform/liveChat.ts): spec
// section 7's chat-site-id and chat-div-id, looked up by lowercase key and
// only when on; the script address from chat-script-url when it is a safe link.
import { describe, expect, it } from 'vitest';
import { chatSettings } from '../../domain/liveChat';
import type { BootstrapConfig } from '../../contract/startupSchemas';

const config = (siteOption: Array<{ key: string; value: string; status: boolean }>) => ({ siteOption }) as unknown as BootstrapConfig;

describe('chat settings', () => {
  it('need both chat-site-id and chat-div-id, on, whatever their case', () => {
    expect(chatSettings(null)).toBeNull();
    expect(chatSettings(config([{ key: 'chat-site-id', value: 'abc', status: true }]))).toBeNull();
    expect(
      chatSettings(
        config([
          { key: 'CHAT-SITE-ID', value: 'abc', status: true },
          { key: 'chat-div-id', value: 'chat', status: false },
        ]),
      ),
    ).toBeNull();
    expect(
      chatSettings(
        config([
          { key: 'Chat-Site-Id', value: 'abc', status: true },
          { key: 'chat-div-id', value: 'chat', status: true },
        ]),
      ),
    ).toEqual({
      siteId: 'abc',
      divId: 'chat',
      scriptUrl: './chat/abc.js',
    });
  });

  it('take the operator’s script address only when it is a safe link', () => {
    const withScript = (url: string) =>
      chatSettings(
        config([
          { key: 'chat-site-id', value: 'a b', status: true },
          { key: 'chat-div-id', value: 'c', status: true },
          { key: 'chat-script-url', value: url, status: true },
        ]),
      )?.scriptUrl;
    expect(withScript('https://chat.example/widget.js')).toBe('https://chat.example/widget.js');
    expect(withScript('/demo/chat/widget.js')).toBe('/demo/chat/widget.js');
    expect(withScript('javascript:alert(1)')).toBe('./chat/a%20b.js');
    expect(withScript('data:text/javascript,alert(1)')).toBe('./chat/a%20b.js');
  });
});
