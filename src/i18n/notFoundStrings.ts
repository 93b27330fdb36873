// 'Page not found': the unknown route's page and a missing content page show
// it, both lazily loaded, so it loads with them, not with the first screen.
import type { StringPack } from './packs';

const tr = {
  notFound: {
    title: 'Sayfa bulunamadı',
    back: 'Ana sayfaya dön',
  },
};

const en: typeof tr = {
  notFound: {
    title: 'Page not found',
    back: 'Back to the home page',
  },
};

export const notFoundStrings = { tr, en } satisfies StringPack;
