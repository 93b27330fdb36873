// Server-driven content: the bootstrap config (cms/grouped), CMS categories
// and pages, promotions, call-back requests. Texts come in the request's language.
import type { BootstrapConfig, CallRequestPayload, CmsCategory, ContentItem, ContentPage, Promotion } from '../../contract/schemas';
import { casinoCategoryList } from '../casino/catalogue';
import type { Queryable } from '../db/database';
import type { Locale } from '../messages';
import { readSetting } from './settings';

const pick = (locale: Locale, tr: string, en: string) => (locale === 'en' ? en : tr);

/**
 * `mainDomain` is the operator's main domain: the site shows a notice when it
 * is reached on another one. The demo's setting holds only the next domain.
 */
export async function bootstrapConfig(db: Queryable, locale: Locale, mainDomain: string | undefined): Promise<BootstrapConfig> {
  const settings = await db.query<{ key: string; value: unknown }>('SELECT key, value FROM settings');
  const setting = <T>(key: string, fallback: T): T => (settings.find((s) => s.key === key)?.value as T | undefined) ?? fallback;
  const translations = await db.query<{ key: string; value: string }>(
    'SELECT key, value FROM translations WHERE locale = $1 ORDER BY key',
    [locale],
  );
  const video = setting<{ url: string | null; title1_tr: string; title1_en: string } | null>('video', null);
  return {
    casinoCategoryList: casinoCategoryList(),
    language: [
      { locale: 'tr', name: 'Türkçe' },
      { locale: 'en', name: 'English' },
    ],
    translationList: translations,
    siteOption: setting('siteOption', []),
    domainStatus: mainDomain
      ? { current: mainDomain, next: setting<{ next?: string | null } | null>('domainStatus', null)?.next ?? null }
      : null,
    popup: setting('popup', null),
    trialBonusAmount: Number(setting('trialBonusAmount', 0)),
    sliderList: setting('sliderList', []),
    video: video ? { url: video.url, title1: pick(locale, video.title1_tr, video.title1_en) } : null,
  };
}

export async function cmsCategories(db: Queryable, locale: Locale): Promise<CmsCategory[]> {
  const rows = await db.query<{ name: string; id: number | null; title_tr: string | null; title_en: string | null }>(
    `SELECT c.name, p.id, p.title_tr, p.title_en FROM cms_categories c
     LEFT JOIN cms_pages p ON p.category_id = c.id AND p.status
     ORDER BY c.id, p.sort, p.id`,
  );
  const categories = new Map<string, ContentItem[]>();
  for (const row of rows) {
    const content = categories.get(row.name) ?? [];
    if (row.id !== null) content.push({ id: row.id, title: pick(locale, row.title_tr!, row.title_en!) });
    categories.set(row.name, content);
  }
  return [...categories].map(([name, content]) => ({ name, content }));
}

/**
 * The published pages of a category. The call carries `status` (the spec
 * sends true); asking for false does not list drafts: they are the
 * operator's, not the public's.
 */
export async function contentList(db: Queryable, categoryId: number, locale: Locale): Promise<ContentItem[]> {
  const rows = await db.query<{ id: number; title_tr: string; title_en: string }>(
    'SELECT id, title_tr, title_en FROM cms_pages WHERE category_id = $1 AND status ORDER BY sort, id',
    [categoryId],
  );
  return rows.map((r) => ({ id: r.id, title: pick(locale, r.title_tr, r.title_en) }));
}

export async function contentPage(db: Queryable, id: number, locale: Locale): Promise<ContentPage | null> {
  const [row] = await db.query<{ id: number; title_tr: string; title_en: string; body_tr: string; body_en: string }>(
    'SELECT id, title_tr, title_en, body_tr, body_en FROM cms_pages WHERE id = $1 AND status',
    [id],
  );
  return row ? { id: row.id, title: pick(locale, row.title_tr, row.title_en), body: pick(locale, row.body_tr, row.body_en) } : null;
}

export async function promotions(db: Queryable, locale: Locale): Promise<Promotion[]> {
  const rows = await db.query<{
    id: number;
    title_tr: string;
    title_en: string;
    description_tr: string;
    description_en: string;
    images: string[];
  }>('SELECT * FROM promotions ORDER BY sort, id');
  return rows.map((r) => ({
    id: r.id,
    images: r.images,
    title: pick(locale, r.title_tr, r.title_en),
    description: pick(locale, r.description_tr, r.description_en),
  }));
}

export async function saveCallRequest(db: Queryable, request: CallRequestPayload): Promise<void> {
  await db.query('INSERT INTO call_requests (name, message, contacts) VALUES ($1, $2, $3)', [
    request.name,
    request.message,
    JSON.stringify(request.contacts),
  ]);
}

export { readSetting };
