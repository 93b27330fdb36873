// @vitest-environment node
// The launch rules (domain/launch.ts) and the launch strategies and
// frames of the gameLaunch machine, by hand beside the generated paths.
import { describe, expect, it } from 'vitest';
import { frameFrom } from '../../machines/gameLaunch.machine';
import { launchStrategies, strategyFor } from '../../machines/gameLaunch/providers';
import { LaunchProvider } from '../../contract/enums';
import {
  DEFAULT_DIGITAIN_STATIC_HOSTS,
  decodeGameParam,
  digitainHostsFrom,
  encodeGameParam,
  frameCommand,
  patchReferrer,
  rewriteDigitainUrl,
  splitProviderHtml,
} from '../../domain/launch';
import { calls } from '../../contract/calls';
import type { Game } from '../../contract/schemas';

const game: Game = {
  name: 'Şanslı İstanbul',
  gameCode: 'g-1',
  providerName: 'Hub88',
  mainProviderId: 2,
  system: 'netent',
  productId: '1005',
  systemCategory: 1,
  imageUrl: null,
};
const situation = {
  game,
  mobile: true,
  language: 'en',
  lobbyUrl: 'http://127.0.0.1:8080/casino/slot',
  siteOrigin: 'http://127.0.0.1:8080',
  digitainHosts: DEFAULT_DIGITAIN_STATIC_HOSTS,
};

describe('launch strategies', () => {
  it('every provider has a call of the contract whose request accepts its payload', () => {
    for (const provider of Object.values(LaunchProvider)) {
      const strategy = launchStrategies[provider];
      const payload = strategy.payload({ ...situation, game: { ...game, providerName: provider } });
      expect(calls[strategy.call].request.safeParse(payload).success, provider).toBe(true);
    }
    expect(strategyFor('Nobody')).toBeNull();
  });

  it('sends platform 2 on phones and 1 on desktops; SoftGamings isMobile 1 or 0', () => {
    expect(launchStrategies[LaunchProvider.Hub88].payload(situation)).toEqual({
      platform: 2,
      gameCode: 'g-1',
      language: 'en',
      lobbyUrl: situation.lobbyUrl,
    });
    expect(launchStrategies[LaunchProvider.EgtDigital].payload({ ...situation, mobile: false })).toMatchObject({ platform: 1 });
    expect(launchStrategies[LaunchProvider.SoftGamings].payload(situation)).toEqual({ system: 'netent', pageCode: 'g-1', isMobile: 1 });
    expect(launchStrategies[LaunchProvider.EveryMatrix].payload(situation)).toEqual({ code: 'g-1', productId: '1005' });
  });

  it('closes on failure for Egt Digital, Hub88 and SoftGamings only', () => {
    const closing = Object.values(LaunchProvider).filter((p) => launchStrategies[p].closeOnFailure);
    expect(closing.sort()).toEqual([LaunchProvider.EgtDigital, LaunchProvider.Hub88, LaunchProvider.SoftGamings].sort());
  });
});

describe('frames from launch answers', () => {
  it('a URL is framed from its own origin; Digitain’s static hosts become the local path on the site’s origin', () => {
    expect(frameFrom(situation, 'https://games.example/p?x=1')).toEqual({
      kind: 'url',
      url: 'https://games.example/p?x=1',
      origin: 'https://games.example',
    });
    const digitain = { ...situation, game: { ...game, providerName: 'Digitain' } };
    expect(frameFrom(digitain, 'https://static2.digitain.example/games/g-1/index.html?token=t')).toEqual({
      kind: 'url',
      url: '/launch/digitain/games/g-1/index.html?token=t',
      origin: 'http://127.0.0.1:8080',
    });
    expect(rewriteDigitainUrl('https://elsewhere.example/a', DEFAULT_DIGITAIN_STATIC_HOSTS)).toBe('https://elsewhere.example/a');
  });

  it('Digitain’s hosts are the configured ones (issue 33): an operator’s host is rewritten, the demo’s then is not', () => {
    const operator = {
      ...situation,
      game: { ...game, providerName: 'Digitain' },
      digitainHosts: ['https://cdn1.operator.example', 'https://cdn2.operator.example:8443'],
    };
    expect(frameFrom(operator, 'https://cdn2.operator.example:8443/games/g-1/index.html?token=t')).toEqual({
      kind: 'url',
      url: '/launch/digitain/games/g-1/index.html?token=t',
      origin: 'http://127.0.0.1:8080',
    });
    expect(frameFrom(operator, 'https://static.digitain.example/games/g-1/index.html')).toEqual({
      kind: 'url',
      url: 'https://static.digitain.example/games/g-1/index.html',
      origin: 'https://static.digitain.example',
    });
    // A host is an origin: a longer name that starts the same is another host.
    expect(rewriteDigitainUrl('https://cdn1.operator.example.evil.example/x', operator.digitainHosts)).toBe(
      'https://cdn1.operator.example.evil.example/x',
    );
  });

  it('reads the hosts from a setting: comma-separated https origins; unset or blank, the demo hosts', () => {
    expect(digitainHostsFrom(undefined)).toEqual([...DEFAULT_DIGITAIN_STATIC_HOSTS]);
    expect(digitainHostsFrom(' ')).toEqual([...DEFAULT_DIGITAIN_STATIC_HOSTS]);
    expect(digitainHostsFrom('https://cdn1.operator.example, https://CDN2.operator.example:8443/')).toEqual([
      'https://cdn1.operator.example',
      'https://cdn2.operator.example:8443',
    ]);
    for (const bad of [
      'http://cdn.operator.example',
      'https://cdn.operator.example/games',
      'cdn.operator.example',
      'https://a.example,,https://b.example',
      'https://user@cdn.operator.example',
    ]) {
      expect(() => digitainHostsFrom(bad), bad).toThrow(/Digitain/);
    }
  });

  it('refuses what is not a web address', () => {
    for (const answer of ['javascript:alert(1)', 'data:text/html,x', '//evil.example/x', 'not a url', ''])
      expect(frameFrom(situation, answer), answer).toBeNull();
  });

  it('SoftGamings HTML: markup and scripts apart, the referrer filled with the page the game was opened from', () => {
    const sg = { ...situation, game: { ...game, providerName: 'SoftGamings' } };
    const html = '<div id="c"></div>\n<script type="text/javascript">var o = {"referrer": "", "token": "t"}; go(o);</script>';
    const frame = frameFrom(sg, html);
    expect(frame).toEqual({
      kind: 'html',
      markup: '<div id="c"></div>',
      scripts: ['var o = {"referrer": "http://127.0.0.1:8080/casino/slot", "token": "t"}; go(o);'],
      origin: 'null',
    });
    expect(frameFrom(sg, '<div>no script</div>')).toBeNull();
    // Without a referrer key the script still launches, as it is (issue 21).
    expect(frameFrom(sg, '<div id="g"></div><script>startGame({"token": "t"});</script>')).toEqual({
      kind: 'html',
      markup: '<div id="g"></div>',
      scripts: ['startGame({"token": "t"});'],
      origin: 'null',
    });
    expect(splitProviderHtml('<p>a</p><SCRIPT>x()</SCRIPT ><script src="y.js"></script>')).toEqual({
      markup: '<p>a</p>',
      scripts: ['x()'],
    });
    expect(patchReferrer(`{'referrer': 'old'}`, 'https://site.example/"x"')).toBe(`{'referrer': "https://site.example/\\"x\\""}`);
  });
});

describe('frame commands and the play page parameter', () => {
  it('accepts the three commands as objects or strings, nothing else', () => {
    expect(frameCommand({ command: 'exit' })).toBe('exit');
    expect(frameCommand('com.egt-bg.reload')).toBe('com.egt-bg.reload');
    expect(frameCommand({ command: 'com.egt-bg.exit', extra: 1 })).toBe('com.egt-bg.exit');
    for (const data of [null, 'exit now', { command: 'close' }, 42, { cmd: 'exit' }]) expect(frameCommand(data)).toBeNull();
  });

  it('the game survives the trip through base64 with Turkish letters; junk decodes to null', () => {
    const param = encodeGameParam(game);
    expect(param).not.toMatch(/[/+=]/);
    expect(decodeGameParam(param)).toEqual(game);
    expect(decodeGameParam(decodeURIComponent(param))).toEqual(game);
    for (const junk of ['%%%', 'bm90IGpzb24', '////', '']) expect(decodeGameParam(junk), junk).toBeNull();
  });
});
