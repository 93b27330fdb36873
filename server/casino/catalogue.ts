// The demo casino catalogue (issue 5): over 3,000 games across the twelve
// providers of the footer, generated deterministically (the same names,
// codes and categories on every start and every machine), each carrying
// the launch system the site uses for it. The reference server stands in
// for the real providers; see docs/decisions/casino-games-payments-sportsbook.md.
import type { CasinoCategory, Game } from '../../contract/schemas';

/** The launch systems the site knows (spec section 4 'Game launch'). */
export const LAUNCH_SYSTEMS = ['SoftGamings', 'Hub88', 'Egt Digital', 'Amusnet', 'Pragmatic Play', 'EveryMatrix', 'Digitain'] as const;
export type LaunchSystem = (typeof LAUNCH_SYSTEMS)[number];

/**
 * The footer's twelve providers, each reached through one launch system. `name`: the studio's name as players
 * know it (the game information panel, the provider filter).
 */
export const PROVIDERS: ReadonlyArray<{ id: number; slug: string; name: string; system: LaunchSystem }> = [
  { id: 1, slug: 'amusnet', name: 'Amusnet', system: 'Amusnet' },
  { id: 2, slug: '3oaksgaming', name: '3 Oaks Gaming', system: 'Hub88' },
  { id: 3, slug: 'amatic', name: 'Amatic', system: 'SoftGamings' },
  { id: 4, slug: 'bgaming', name: 'BGaming', system: 'Hub88' },
  { id: 5, slug: 'betsoftow', name: 'Betsoft', system: 'EveryMatrix' },
  { id: 6, slug: 'pragmaticplay', name: 'Pragmatic Play', system: 'Pragmatic Play' },
  { id: 7, slug: 'evolution', name: 'Evolution', system: 'EveryMatrix' },
  { id: 8, slug: 'evoplay', name: 'Evoplay', system: 'Digitain' },
  { id: 9, slug: 'netent', name: 'NetEnt', system: 'SoftGamings' },
  { id: 10, slug: 'novomatic', name: 'Novomatic', system: 'Egt Digital' },
  { id: 11, slug: 'redtiger', name: 'Red Tiger', system: 'Digitain' },
  { id: 12, slug: 'spribe', name: 'Spribe', system: 'Hub88' },
];

/**
 * The demo's casino categories by page slug; a category's id is the games' systemCategory. `lang`: the language
 * the name is written in (its picture's caption is capitalised by it). `image`: whether the configuration gives
 * the category an image (`imageUrl`); some do not, so the page's default provider image is seen too (spec
 * section 3, issue 33).
 */
export const CATEGORIES: ReadonlyArray<{
  id: number;
  name: string;
  lang: 'tr' | 'en';
  slug: string;
  live: boolean;
  share: number;
  image: boolean;
}> = [
  { id: 1, name: 'Popüler Slotlar', lang: 'tr', slug: 'slot', live: false, share: 8, image: true },
  { id: 2, name: 'Yeni Slotlar', lang: 'tr', slug: 'slot', live: false, share: 6, image: true },
  { id: 3, name: 'Jackpot', lang: 'en', slug: 'slot', live: false, share: 4, image: true },
  { id: 4, name: 'Meyveli Slotlar', lang: 'tr', slug: 'slot', live: false, share: 5, image: false },
  { id: 5, name: 'Megaways', lang: 'en', slug: 'slot', live: false, share: 4, image: false },
  // The five live filters of spec section 2.
  { id: 21, name: 'Live Roulette', lang: 'en', slug: 'live', live: true, share: 2, image: true },
  { id: 22, name: 'Live Blackjack', lang: 'en', slug: 'live', live: true, share: 2, image: true },
  { id: 23, name: 'Live Poker', lang: 'en', slug: 'live', live: true, share: 1, image: false },
  { id: 24, name: 'Live Baccarat', lang: 'en', slug: 'live', live: true, share: 1, image: false },
  { id: 25, name: 'Live Dealer', lang: 'en', slug: 'live', live: true, share: 1, image: false },
  { id: 31, name: 'Sanal Sporlar', lang: 'tr', slug: 'games', live: false, share: 1, image: true },
  { id: 32, name: 'Crash Oyunları', lang: 'tr', slug: 'games', live: false, share: 1, image: false },
  { id: 41, name: 'Tombala', lang: 'tr', slug: 'bingo', live: false, share: 1, image: true },
  { id: 51, name: 'TV Oyunları', lang: 'tr', slug: 'tvbets', live: false, share: 1, image: false },
];

const SLOT_WORDS = {
  first: [
    'Golden',
    'Wild',
    'Lucky',
    'Mystic',
    'Royal',
    'Fire',
    'Frozen',
    'Sweet',
    'Dragon',
    'Book of',
    'Wolf',
    'Aztec',
    'Pharaoh',
    'Diamond',
    'Neon',
    'Pirate',
    'Viking',
    'Samurai',
    'Cosmic',
    'Jungle',
    'İstanbul',
    'Kapadokya',
    'Ilık',
    'Şanslı',
    'Thunder',
    'Crystal',
    'Shadow',
    'Tiger',
    'Sultan',
    'Olympus',
  ],
  second: [
    'Fruits',
    'Gems',
    'Riches',
    'Treasure',
    'Fortune',
    'Bonanza',
    'Spins',
    'Legends',
    'Kingdom',
    'Quest',
    'Wilds',
    'Nights',
    'Stars',
    'Hunter',
    'Temple',
    'Reels',
    'Gold',
    'Rush',
  ],
  third: ['', ' Deluxe', ' Megaways', ' Hold & Win', ' 243', ' Xmas', ' Extreme', ' Jackpot'],
};
const LIVE_TABLES: Record<number, string[]> = {
  21: [
    'Lightning Roulette',
    'Auto Roulette',
    'Türk Ruleti',
    'Speed Roulette',
    'Immersive Roulette',
    'VIP Roulette',
    'Double Ball Roulette',
    'Mega Roulette',
  ],
  22: ['Blackjack Classic', 'Speed Blackjack', 'Türk Blackjack', 'Infinite Blackjack', 'Blackjack VIP', 'Power Blackjack'],
  23: ["Casino Hold'em", 'Three Card Poker', 'Caribbean Stud', 'Ultimate Texas Hold’em'],
  24: ['Speed Baccarat', 'Baccarat Squeeze', 'Lightning Baccarat', 'No Commission Baccarat'],
  25: ['Dream Catcher', 'Monopoly Live', 'Crazy Time', 'Deal or No Deal', 'Mega Wheel'],
};
const OTHER_GAMES: Record<number, string[]> = {
  31: ['Sanal Futbol', 'Sanal At Yarışı', 'Sanal Basketbol', 'Sanal Tenis', 'Sanal Köpek Yarışı'],
  // Aviator: a non-live crash game; the mobile menu's shortcut searches for it.
  32: ['Aviator', 'Spaceman', 'JetX', 'Plinko', 'Mines', 'Goal'],
  41: ['Tombala 75', 'Tombala 90', 'Hızlı Tombala', 'Süper Tombala'],
  51: ['TV Poker', 'TV Zar', 'Lucky 7', 'Wheel of Fortune TV', 'War of Bets'],
};

/** mulberry32: a small, fast, seeded generator, so the catalogue is the same everywhere. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A name as it appears in a media path: 'Türk Ruleti' → 'turk-ruleti'. */
export function slugOf(text: string): string {
  return text
    .toLocaleLowerCase('tr-TR')
    .replace(/ı/g, 'i')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
}

export interface CatalogueGame extends Game {
  /** The brand (footer provider), e.g. 'pragmaticplay'. */
  brand: string;
  isLive: boolean;
  sort: number;
  /** The day it came out (YYYY-MM-DD): the 'new' order. */
  releasedOn: string;
  /** How much it is played: the 'popular' order. */
  popularity: number;
}

const VOLATILITIES = ['low', 'medium', 'high'] as const;
const RELEASE_SPAN_DAYS = 3 * 365;
const RELEASE_LAST_DAY = Date.UTC(2026, 10, 1);

/**
 * A game's information, from a generator of its own seeded by the game's
 * number: adding it left every name and code of the catalogue as it was.
 * Live tables pay back more and swing less than slots, as real ones do.
 */
function gameInformation(n: number, isLive: boolean) {
  const random = seeded(7_000_000 + n);
  const rtp = isLive ? 97 + Math.floor(random() * 260) / 100 : 94 + Math.floor(random() * 370) / 100;
  const volatility = isLive ? 'low' : VOLATILITIES[Math.floor(random() * VOLATILITIES.length)]!;
  const releasedOn = new Date(RELEASE_LAST_DAY - Math.floor(random() * RELEASE_SPAN_DAYS) * 86_400_000).toISOString().slice(0, 10);
  // Earlier games of the lobby's order are played more; the noise mixes them a little.
  const popularity = Math.max(1, Math.round((100_000 / (1 + n / 40)) * (0.5 + random())));
  return { rtp, volatility, releasedOn, popularity };
}

/** How many slot games each provider offers; with the tables and other games the total passes 3,000. */
const SLOTS_PER_PROVIDER = 265;

export function buildCatalogue(): CatalogueGame[] {
  const random = seeded(20261121);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const games: CatalogueGame[] = [];
  const usedNames = new Set<string>();
  const slotCategories = CATEGORIES.filter((c) => c.slug === 'slot');
  const slotWeights = slotCategories.flatMap((c) => Array<number>(c.share).fill(c.id));

  const add = (provider: (typeof PROVIDERS)[number], name: string, systemCategory: number, isLive: boolean) => {
    const n = games.length + 1;
    const gameCode = `${provider.slug}-${String(n).padStart(4, '0')}`;
    games.push({
      name,
      gameCode,
      providerName: provider.system,
      mainProviderId: provider.id,
      brand: provider.slug,
      system: provider.system === 'SoftGamings' ? provider.slug : null,
      productId: provider.system === 'EveryMatrix' ? String(1000 + provider.id) : null,
      systemCategory,
      imageUrl: `/media/game/${slugOf(name)}.svg`,
      isLive,
      sort: n,
      studio: provider.name,
      ...gameInformation(n, isLive),
    });
  };
  const uniqueName = (make: () => string) => {
    for (let attempt = 0; attempt < 50; attempt++) {
      const name = make();
      if (!usedNames.has(name)) return (usedNames.add(name), name);
    }
    // The word lists are large enough that this is rare; a number keeps it unique.
    let i = 2;
    const base = make();
    while (usedNames.has(`${base} ${i}`)) i++;
    usedNames.add(`${base} ${i}`);
    return `${base} ${i}`;
  };

  for (const provider of PROVIDERS) {
    if (provider.slug === 'evolution') continue; // live tables only
    for (let i = 0; i < SLOTS_PER_PROVIDER; i++) {
      const name = uniqueName(() => `${pick(SLOT_WORDS.first)} ${pick(SLOT_WORDS.second)}${pick(SLOT_WORDS.third)}`);
      add(provider, name, pick(slotWeights), false);
    }
  }
  const liveProviders = PROVIDERS.filter((p) => ['evolution', 'pragmaticplay', 'betsoftow', 'evoplay'].includes(p.slug));
  for (const [category, tables] of Object.entries(LIVE_TABLES)) {
    for (const provider of liveProviders) {
      for (const table of tables)
        add(
          provider,
          uniqueName(() => `${table} ${provider === liveProviders[0] ? '' : pick(['Live', 'VIP', 'Pro', 'Plus'])}`.trim()),
          Number(category),
          true,
        );
    }
  }
  const others: Record<number, (typeof PROVIDERS)[number]> = {
    31: PROVIDERS[10]!,
    32: PROVIDERS[11]!,
    41: PROVIDERS[0]!,
    51: PROVIDERS[7]!,
  };
  for (const [category, names] of Object.entries(OTHER_GAMES)) {
    for (const name of names)
      add(
        others[Number(category)]!,
        uniqueName(() => name),
        Number(category),
        false,
      );
  }
  return games;
}

/** The bootstrap config's casinoCategoryList: every category with its page slug, and a generated image where it has one. */
export function casinoCategoryList(): CasinoCategory[] {
  return CATEGORIES.map((c) => ({
    id: c.id,
    name: c.name,
    slugList: [c.slug],
    imageUrl: c.image ? `/media/category/${slugOf(c.name)}.svg` : null,
  }));
}
