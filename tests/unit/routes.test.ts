// @vitest-environment node
// The route table (src/routes.ts) is the only place a route is written, but
// for the boot script's slider choice (inlined into index.html, kept small)
// and the contract's lobby path: both must agree with the table.
import { describe, expect, it } from 'vitest';
import { lobbyPathOf } from '../../domain/gameParam';
import { DASHBOARD_ROUTES } from '../../src/dashboardRoutes';
import {
  casinoRoute,
  contentPageRoute,
  isLoginOnly,
  providerRoute,
  routeForScreen,
  ROUTE_PATTERNS,
  ROUTES,
  SPORTSBOOK_ROUTES,
} from '../../src/routes';
import { funPath, playPath } from '../../machines/dialogs.machine';
import { HOME_SLIDER, PROMOTIONS_SLIDER, sliderOfPath } from '../../src/ui/shared/sliders';
import { TOP_MENU } from '../../src/ui/shell/navigation';
import { DASHBOARD_MENU } from '../../src/ui/shared/dashboard/dashboardNavigation';

describe('the route table', () => {
  it("agrees with the boot script's sliders", () => {
    expect(sliderOfPath(ROUTES.home)).toBe(HOME_SLIDER);
    expect(sliderOfPath(ROUTES.promotions)).toBe(PROMOTIONS_SLIDER);
    expect(sliderOfPath(ROUTES.casino)).toBe('casino');
    expect(sliderOfPath(casinoRoute('live'))).toBe('live-casino');
    expect(sliderOfPath(ROUTES.dashboard)).toBeNull();
  });

  it("agrees with the contract's lobby of a game", () => {
    expect(lobbyPathOf({ isLive: true })).toBe(casinoRoute('live'));
    expect(lobbyPathOf(null)).toBe(casinoRoute('slot'));
  });

  it('leads every menu entry to a route the router has', () => {
    const known = new Set<string>([...Object.values(ROUTES), ...Object.values(DASHBOARD_ROUTES), ...SPORTSBOOK_ROUTES]);
    const casinoPage = new RegExp(`^${ROUTE_PATTERNS.casinoPage.replace('/:slug?', '(/[a-z]+)?')}$`);
    const urls = [...TOP_MENU, ...DASHBOARD_MENU].flatMap((entry) => ('url' in entry ? [entry.url] : []));
    expect(urls.length).toBeGreaterThan(15);
    for (const url of urls) expect(known.has(url) || casinoPage.test(url), url).toBe(true);
  });

  it('sends a phone to the mobile sportsbook and leaves everything else where it leads (issue 33)', () => {
    expect(routeForScreen(ROUTES.sports, true)).toBe(ROUTES.sportsFcg);
    expect(routeForScreen(ROUTES.liveSports, true)).toBe(ROUTES.liveSportsFcg);
    // Already the phone's, one book for both, not the sportsbook, or a desktop: unchanged.
    for (const path of [
      ROUTES.sportsFcg,
      ROUTES.liveSportsFcg,
      ROUTES.esports,
      ROUTES.home,
      casinoRoute('live'),
      '/sporty',
      `${ROUTES.sports}/x`,
    ]) {
      expect(routeForScreen(path, true), path).toBe(path);
    }
    for (const path of SPORTSBOOK_ROUTES) expect(routeForScreen(path, false), path).toBe(path);
    // Every variant is a route the router has.
    for (const path of SPORTSBOOK_ROUTES) expect(SPORTSBOOK_ROUTES, path).toContain(routeForScreen(path, true));
  });

  it('has the login-only pages the router guards: the dashboard and the play page (issue 33)', () => {
    const game = { gameCode: 'g-1', name: 'A game', system: 'demo' } as Parameters<typeof playPath>[0];
    for (const path of [...Object.values(DASHBOARD_ROUTES), playPath(game), `${DASHBOARD_ROUTES.deposit}?method=3`])
      expect(isLoginOnly(path), path).toBe(true);
    const open = [
      ...Object.values(ROUTES).filter((path) => path !== ROUTES.dashboard),
      ...SPORTSBOOK_ROUTES,
      casinoRoute('slot'),
      providerRoute('netent'),
      contentPageRoute(1),
      funPath(game),
      '/dashboards',
    ];
    for (const path of open) expect(isLoginOnly(path), path).toBe(false);
    expect(ROUTE_PATTERNS.play.startsWith(`${ROUTES.casino}/play/`) && ROUTE_PATTERNS.dashboardAny.startsWith(ROUTES.dashboard)).toBe(true);
  });
});
