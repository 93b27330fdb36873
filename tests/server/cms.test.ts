import { describe, expect, it } from 'vitest';
import { BootstrapConfig } from '../../contract/schemas';
import { hasOwnCaption } from '../../server/media/captions';
import { BONUSES, PAYMENT_METHODS, PROMOTIONS } from '../../server/seed/demoContent';
import { useTestApi } from './testServer';

const t = useTestApi();

describe('cms/grouped (bootstrap config)', () => {
  it('has everything the site starts from, in the asked language', async () => {
    const tr = BootstrapConfig.parse((await t.api.call('bootstrap')).body.data);
    expect(tr.language.map((l) => l.locale)).toEqual(['tr', 'en']);
    expect(tr.trialBonusAmount).toBeGreaterThan(0);
    // Without SITE_DOMAIN the main domain is the one the request came to: no old-domain notice.
    expect(tr.domainStatus).toEqual({ current: expect.any(String), next: 'demo-casino2.example' });
    expect(tr.domainStatus!.current).not.toBe('');
    expect(tr.popup?.images).toHaveLength(3);
    expect(tr.sliderList.map((s) => s.slug)).toEqual(['home', 'casino', 'live-casino', 'promotions']);
    expect(tr.sliderList[0]!.banners[0]!.images).toHaveLength(3);
    expect(tr.siteOption.find((o) => o.key === 'telegram')).toMatchObject({ status: true });
    expect(tr.translationList.find((t) => t.key === 'banner.cta')?.value).toBe('Hemen Katıl');
    expect(tr.video?.title1).toBe('Canlı casino heyecanı');
    const en = BootstrapConfig.parse((await t.api.call('bootstrap', undefined, { locale: 'en' })).body.data);
    expect(en.translationList.find((t) => t.key === 'banner.cta')?.value).toBe('Join now');
  });

  it('serves every image it names: the popup a generated SVG, the banners stored WebP pictures', async () => {
    const config = BootstrapConfig.parse((await t.api.call('bootstrap')).body.data);
    for (const image of config.popup!.images) {
      const response = await t.api.app.request(image);
      expect(response.status, image).toBe(200);
      expect(response.headers.get('content-type')).toContain('image/svg+xml');
      expect(await response.text()).toMatch(/^<svg /);
    }
    for (const image of config.sliderList.flatMap((s) => s.banners.flatMap((b) => b.images))) {
      const response = await t.api.app.request(image);
      expect(response.status, image).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      const bytes = new Uint8Array(await response.arrayBuffer());
      // RIFF....WEBP, and as much picture as an operator's banner: Chromium takes a picture under 0.05 bits a
      // displayed pixel for a placeholder, never the page's largest paint (scripts/demoBanners.ts).
      expect(new TextDecoder().decode(bytes.slice(8, 12)), image).toBe('WEBP');
      const [width, height] = image.includes('banner-sm') ? [768, 400] : image.includes('banner-md') ? [1200, 400] : [1920, 480];
      expect((bytes.length * 8) / (width * height), image).toBeGreaterThan(0.05);
    }
    expect((await t.api.app.request('/media/banner/../../etc.svg')).status).toBe(404);
    expect((await t.api.app.request('/media/nokind/x.svg')).status).toBe(404);
    // Only the banners have pictures, and only those the demo names.
    expect((await t.api.app.request('/media/banner/made-up.webp')).status).toBe(404);
    expect((await t.api.app.request('/media/promo/canli-casino-turnuvasi.webp')).status).toBe(404);
  });

  it('captions every demo picture in its own words, capitalised by its own language (issue 21)', async () => {
    const caption = async (path: string) => (await (await t.api.app.request(path)).text()).match(/aria-label="([^"]*)"/)?.[1];
    expect(await caption('/media/banner/hosgeldin-bonusu.svg')).toBe('HOŞ GELDİN BONUSU');
    expect(await caption('/media/banner/canli-bahis.svg')).toBe('CANLI BAHİS');
    expect(await caption('/media/category/live-roulette.svg')).toBe('LIVE ROULETTE');
    expect(await caption('/media/category/crash-oyunlari.svg')).toBe('CRASH OYUNLARI');
    expect(await caption('/media/game/tiger-kingdom-megaways.svg')).toBe('TIGER KINGDOM MEGAWAYS');
    // Every picture the demo content names has its words (a slug alone lost its letters).
    const config = BootstrapConfig.parse((await t.api.call('bootstrap')).body.data);
    const named = [
      ...config.popup!.images,
      ...config.sliderList.flatMap((s) => s.banners.flatMap((b) => b.images)),
      ...PROMOTIONS.flatMap((p) => p.images),
      ...PAYMENT_METHODS.map((m) => m.image),
      ...BONUSES.map((b) => b.image),
    ];
    for (const image of named) {
      expect(
        hasOwnCaption(
          image
            .split('/')
            .pop()!
            .replace(/\.(svg|webp)$/, ''),
        ),
        image,
      ).toBe(true);
    }
  });
});

describe('cms/categorylist, contentlist, content', () => {
  it('groups pages under Footer, Story, Terms of use and Terms of service', async () => {
    const categories = (await t.api.call('cmsCategories', undefined, { locale: 'en' })).body.data;
    expect(categories.map((c: { name: string }) => c.name)).toEqual(['Footer', 'Story', 'Terms of use', 'Terms of service']);
    expect(categories[0].content[0]).toEqual({ id: 1, title: 'About us' });
  });

  it('lists the footer pages for category 1 and serves a page with HTML', async () => {
    const list = (await t.api.call('contentList', { status: true, categoryId: 1 })).body.data;
    expect(list.map((p: { id: number }) => p.id)).toEqual([1, 2, 3]);
    const page = (await t.api.call('contentPage', { id: 1 } as never)).body.data;
    expect(page).toMatchObject({ id: 1, title: 'Hakkımızda' });
    expect(page.body).toContain('<h2>');
    const missing = await t.api.call('contentPage', { id: 999 } as never);
    expect(missing.status).toBe(404);
    expect((await t.api.call('contentPage', { id: 'abc' } as never)).status).toBe(400);
  });

  it('lists promotions with two images and an HTML description', async () => {
    const promotions = (await t.api.call('promotions')).body.data;
    expect(promotions).toHaveLength(3);
    expect(promotions[0]).toMatchObject({ id: 1, title: 'Hoş Geldin Bonusu' });
    expect(promotions[0].images).toHaveLength(2);
  });
});

describe('cms/callme', () => {
  it('stores a valid request and answers with the message', async () => {
    const { body } = await t.api.call('callMe', {
      name: 'Ayşe Yılmaz',
      message: 'Lütfen arayın. Kullanıcı adı: ayse. Saat: 10:30-11:30',
      contacts: [{ type: 1, contact: '05551112233' }],
    });
    expect(body).toMatchObject({ success: true, message: 'Talebiniz alındı. Seçtiğiniz saat aralığında sizi arayacağız.' });
    const [row] = await t.deps.db.query<{ count: number | string }>('SELECT count(*) AS count FROM call_requests');
    expect(Number(row!.count)).toBe(1);
  });

  it('refuses no contacts, six contacts, or an unknown contact type', async () => {
    const base = { name: 'Ayşe Yılmaz', message: 'Arayın lütfen' };
    expect((await t.api.call('callMe', { ...base, contacts: [] })).status).toBe(400);
    expect((await t.api.call('callMe', { ...base, contacts: Array(6).fill({ type: 1, contact: '05551112233' }) })).status).toBe(400);
    expect((await t.api.call('callMe', { ...base, contacts: [{ type: 7, contact: '05551112233' }] } as never)).status).toBe(400);
  });
});
