// The demo operator's content: countries, CMS pages, promotions, banners,
// popup, settings, payment methods, bonuses. Images are generated SVGs under
// /media (server/media/svg.ts).
import type { PaymentField } from '../../contract/schemas';
import { bannerImages } from '../media/banners';

export const COUNTRIES = [
  { id: 1, name: 'Türkiye' },
  { id: 2, name: 'Azerbaycan' },
  { id: 3, name: 'Kuzey Kıbrıs Türk Cumhuriyeti' },
  { id: 4, name: 'Almanya' },
  { id: 5, name: 'Hollanda' },
  { id: 6, name: 'Birleşik Krallık' },
  { id: 7, name: 'Gürcistan' },
];

export const CMS_CATEGORIES = [
  { id: 1, name: 'Footer' },
  { id: 2, name: 'Story' },
  { id: 3, name: 'Terms of use' },
  { id: 4, name: 'Terms of service' },
];

const p = (tr: string, en: string) => ({ tr, en });

export const CMS_PAGES = [
  {
    id: 1,
    category: 1,
    title: p('Hakkımızda', 'About us'),
    body: p(
      '<h2>Hakkımızda</h2><p>Lisanslı bir oyun operatörü olarak spor bahisleri, canlı bahis ve casino oyunlarını güvenli bir ortamda sunuyoruz.</p><p>Oyunlarımız bağımsız denetimden geçer; ödemeleriniz şifreli bağlantıyla korunur.</p>',
      '<h2>About us</h2><p>As a licensed gaming operator we offer sports betting, live betting and casino games in a safe place.</p><p>Our games are independently audited; your payments travel over encrypted connections.</p>',
    ),
  },
  {
    id: 2,
    category: 1,
    title: p('Sorumlu Oyun', 'Responsible gaming'),
    body: p(
      '<h2>Sorumlu Oyun</h2><p>Kumar bağımlılık yapabilir. Harcama ve süre limitleri belirleyin, kaybettiğinizi geri kazanmaya çalışmayın.</p><ul><li>Yalnızca kaybetmeyi göze alabileceğiniz parayla oynayın.</li><li>Düzenli mola verin.</li><li>Yardıma ihtiyaç duyarsanız destek hattımıza yazın.</li></ul>',
      '<h2>Responsible gaming</h2><p>Gambling can be addictive. Set spending and time limits, and never chase losses.</p><ul><li>Only play with money you can afford to lose.</li><li>Take regular breaks.</li><li>If you need help, write to our support line.</li></ul>',
    ),
  },
  {
    id: 3,
    category: 1,
    title: p('Gizlilik Politikası', 'Privacy policy'),
    body: p(
      '<h2>Gizlilik Politikası</h2><p>Kişisel verileriniz yalnızca hesabınızı yönetmek ve yasal yükümlülüklerimizi yerine getirmek için işlenir.</p>',
      '<h2>Privacy policy</h2><p>Your personal data is processed only to run your account and to meet our legal obligations.</p>',
    ),
  },
  {
    id: 4,
    category: 2,
    title: p('Hikayemiz', 'Our story'),
    body: p(
      '<h2>Hikayemiz</h2><p>Küçük bir ekiple başladık; bugün binlerce oyuncuya Türkçe destekle hizmet veriyoruz.</p>',
      '<h2>Our story</h2><p>We started as a small team; today we serve thousands of players with support in Turkish.</p>',
    ),
  },
  {
    id: 5,
    category: 3,
    title: p('Kullanım Şartları', 'Terms of use'),
    body: p(
      '<h2>Kullanım Şartları</h2><p>Siteyi kullanmak için 18 yaşından büyük olmalısınız. Her kişi yalnızca bir hesap açabilir.</p><p>Şartlarda yapılan değişiklikler mevcut kullanıcılara en az iki hafta önceden bildirilir.</p>',
      '<h2>Terms of use</h2><p>You must be over 18 to use the site. Each person may hold one account.</p><p>Existing users get at least two weeks’ notice of changes to these terms.</p>',
    ),
  },
  {
    id: 6,
    category: 3,
    title: p('Bonus Kuralları', 'Bonus rules'),
    body: p(
      '<h2>Bonus Kuralları</h2><p>Her bonus hesap başına bir kez alınabilir. Deneme bonusu telefon doğrulamasından sonra verilir.</p>',
      '<h2>Bonus rules</h2><p>Each bonus can be claimed once per account. The trial bonus is given after phone verification.</p>',
    ),
  },
  {
    id: 7,
    category: 4,
    title: p('Hizmet Şartları', 'Terms of service'),
    body: p(
      '<h2>Hizmet Şartları</h2><p>Para yatırma ve çekme işlemleri hesap sahibinin adına kayıtlı yöntemlerle yapılır.</p>',
      '<h2>Terms of service</h2><p>Deposits and withdrawals use methods registered in the account holder’s name.</p>',
    ),
  },
];

export const PROMOTIONS = [
  {
    id: 1,
    title: p('Hoş Geldin Bonusu', 'Welcome bonus'),
    description: p(
      '<p>İlk yatırımınıza <strong>%100</strong> bonus, 1.000 ₺’ye kadar.</p><ul><li>En az 100 ₺ yatırım</li><li>30 gün geçerli</li></ul>',
      '<p>A <strong>100%</strong> bonus on your first deposit, up to ₺1,000.</p><ul><li>Minimum deposit ₺100</li><li>Valid for 30 days</li></ul>',
    ),
    images: ['/media/promo/hosgeldin-bonusu.svg', '/media/promo-wide/hosgeldin-bonusu.svg'],
  },
  {
    id: 2,
    title: p('Hafta Sonu Kayıp Bonusu', 'Weekend cashback'),
    description: p(
      '<p>Hafta sonu kayıplarınızın <strong>%15</strong>’i pazartesi hesabınızda.</p>',
      '<p><strong>15%</strong> of your weekend losses back in your account on Monday.</p>',
    ),
    images: ['/media/promo/kayip-bonusu.svg', '/media/promo-wide/kayip-bonusu.svg'],
  },
  {
    id: 3,
    title: p('Canlı Casino Turnuvası', 'Live casino tournament'),
    description: p(
      '<p>Canlı rulet ve blackjack masalarında en çok puanı toplayan <em>50 oyuncuya</em> ödül.</p>',
      '<p>Prizes for the <em>50 players</em> with the most points at live roulette and blackjack tables.</p>',
    ),
    images: ['/media/promo/canli-casino-turnuvasi.svg', '/media/promo-wide/canli-casino-turnuvasi.svg'],
  },
];

const banner = (name: string, url: string, target = '_self') => ({
  url,
  target,
  images: bannerImages(name),
});

export const SLIDER_LIST = [
  {
    slug: 'home',
    banners: [banner('hosgeldin-bonusu', '/promotions'), banner('canli-bahis', '/livespor'), banner('slot-oyunlari', '/casino/slot')],
  },
  { slug: 'casino', banners: [banner('slot-turnuvasi', '/casino/slot'), banner('yeni-oyunlar', '/casino/games')] },
  { slug: 'live-casino', banners: [banner('canli-rulet', '/casino/live'), banner('canli-blackjack', '/casino/live')] },
  { slug: 'promotions', banners: [banner('kampanyalar', '/promotions')] },
];

export const SETTINGS: Record<string, unknown> = {
  siteOption: [
    { key: 'telegram', value: 'https://t.me/demo_casino', status: true, target: '_blank' },
    { key: 'twitter', value: 'https://x.com/demo_casino', status: true, target: '_blank' },
    { key: 'instagram', value: 'https://instagram.com/demo_casino', status: true, target: '_blank' },
    { key: 'youtube', value: 'https://youtube.com/@demo_casino', status: true, target: '_blank' },
    { key: 'licence', value: '/pages/1', status: true },
    // The sportsbooks a visitor sees; a player gets theirs (with a token) at login.
    { key: 'betcourl', value: '/demo/sportsbook/betco', status: true },
    { key: 'betsyurl', value: '/demo/sportsbook/betsy', status: true },
    { key: 'support-email', value: 'destek@demo-casino.example', status: true },
    // The live chat (spec section 7): the demo widget the reference server ships (server/routes/demoChat.ts).
    { key: 'chat-site-id', value: 'demo', status: true },
    { key: 'chat-div-id', value: 'live-chat', status: true },
    { key: 'chat-script-url', value: '/demo/chat/widget.js', status: true },
  ],
  domainStatus: { current: 'demo-casino1.example', next: 'demo-casino2.example' },
  popup: {
    images: ['/media/popup/hafta-sonu-firsati.svg', '/media/popup-md/hafta-sonu-firsati.svg', '/media/popup-lg/hafta-sonu-firsati.svg'],
    url: '/promotions',
  },
  // No video file ships with the demo, so the entry has no url and the site shows none.
  video: { url: null, title1_tr: 'Canlı casino heyecanı', title1_en: 'The thrill of live casino' },
  trialBonusAmount: 50,
  sliderList: SLIDER_LIST,
};

export const TRANSLATIONS: Array<{ locale: 'tr' | 'en'; key: string; value: string }> = [
  {
    locale: 'tr',
    key: 'footer.legal',
    value: 'Bu site, lisanslı demo operatör tarafından işletilmektedir. Ayrıntılar için Hakkımızda sayfasına bakın.',
  },
  { locale: 'en', key: 'footer.legal', value: 'This site is run by the licensed demo operator. See the About us page for details.' },
  {
    locale: 'tr',
    key: 'footer.terms',
    value:
      'Siteyi kullanarak kullanım şartlarını kabul etmiş olursunuz. Mevcut kullanıcılar güncellenen şartlardan en az iki hafta önce haberdar edilir.',
  },
  {
    locale: 'en',
    key: 'footer.terms',
    value: 'By using the site you accept the terms of use. Existing users are told at least two weeks before updated terms apply.',
  },
  { locale: 'tr', key: 'banner.cta', value: 'Hemen Katıl' },
  { locale: 'en', key: 'banner.cta', value: 'Join now' },
];

const amount = (min: number, max: number) => ({ min: min * 100, max: max * 100 });
const field = (key: string, objectType: PaymentField['objectType'], extra: Partial<PaymentField> = {}): PaymentField => ({
  key,
  mask: null,
  objectType,
  option: null,
  ...extra,
});
const BANKS = [
  { id: 1, name: 'Ziraat Bankası' },
  { id: 2, name: 'İş Bankası' },
  { id: 3, name: 'Garanti BBVA' },
  { id: 4, name: 'Akbank' },
  { id: 5, name: 'Yapı Kredi' },
];

export const PAYMENT_METHODS = [
  {
    id: 1,
    type: 1,
    title: 'Papara',
    result: 'iframe',
    ...amount(50, 50_000),
    image: '/media/method/papara.svg',
    fields: [field('Amount', 'Decimal')],
  },
  {
    id: 2,
    type: 1,
    title: 'Kredi Kartı',
    result: 'message',
    ...amount(100, 20_000),
    image: '/media/method/kredi-karti.svg',
    fields: [
      field('CardNo', 'String', { mask: '0000 0000 0000 0000' }),
      field('CardHolder', 'String'),
      field('ExpiryMonth', 'Dropdown', {
        option: Array.from({ length: 12 }, (_, i) => ({ id: i + 1, name: String(i + 1).padStart(2, '0') })),
      }),
      field('Installments', 'Dropdown', { option: [1, 3, 6, 9].map((n) => ({ id: n, name: n === 1 ? 'Tek çekim' : `${n} taksit` })) }),
      field('Amount', 'Decimal'),
      field('SaveCard', 'Bool'),
    ],
  },
  {
    id: 3,
    type: 1,
    title: 'Havale / EFT',
    result: 'iframe',
    ...amount(100, 100_000),
    image: '/media/method/havale-eft.svg',
    fields: [
      field('Bank', 'Dropdown', { option: BANKS }),
      field('FullName', 'String'),
      field('TransferDate', 'DateTime'),
      field('Amount', 'Decimal'),
    ],
  },
  {
    id: 11,
    type: 2,
    title: 'Banka Havalesi',
    result: 'withdraw',
    ...amount(100, 50_000),
    image: '/media/method/banka-havalesi.svg',
    fields: [
      field('Iban', 'String', { mask: 'TR00 0000 0000 0000 0000 0000 00' }),
      field('AccountHolder', 'String'),
      field('Bank', 'Dropdown', { option: BANKS }),
      field('Amount', 'Decimal'),
    ],
  },
  {
    id: 12,
    type: 2,
    title: 'Papara',
    result: 'withdraw',
    ...amount(50, 25_000),
    image: '/media/method/papara.svg',
    fields: [field('PaparaNo', 'String', { mask: '0000000000' }), field('Amount', 'Decimal')],
  },
  {
    id: 13,
    type: 2,
    title: 'Kripto (USDT)',
    result: 'withdraw',
    ...amount(200, 100_000),
    image: '/media/method/kripto-usdt.svg',
    fields: [
      field('Network', 'Dropdown', {
        option: [
          { id: 'TRC20', name: 'Tron (TRC20)' },
          { id: 'ERC20', name: 'Ethereum (ERC20)' },
        ],
      }),
      field('WalletAddress', 'String'),
      field('Amount', 'Decimal'),
    ],
  },
];

export const BONUSES = [
  {
    id: 1,
    title: p('Hoş Geldin Bonusu', 'Welcome bonus'),
    description: p('<p>Yeni üyelere <strong>100 ₺</strong> bonus.</p>', '<p><strong>₺100</strong> for new members.</p>'),
    amountMinor: 100_00,
    image: '/media/bonus/hosgeldin-bonusu.svg',
    validDays: null as number | null,
  },
  {
    id: 2,
    title: p('Hafta Sonu Bonusu', 'Weekend bonus'),
    description: p('<p>Hafta sonuna özel <strong>50 ₺</strong>.</p>', '<p>A weekend special of <strong>₺50</strong>.</p>'),
    amountMinor: 50_00,
    image: '/media/bonus/hafta-sonu-bonusu.svg',
    validDays: 30,
  },
  {
    id: 3,
    title: p('Geçmiş Kampanya', 'Past campaign'),
    description: p('<p>Süresi dolmuş kampanya.</p>', '<p>An expired campaign.</p>'),
    amountMinor: 25_00,
    image: '/media/bonus/gecmis-kampanya.svg',
    validDays: -1,
  },
];

export const DEMO_PLAYER = {
  username: 'demo',
  password: 'demo12345',
  email: 'demo@demo-casino.example',
  name: 'Demo',
  surname: 'Oyuncu',
  phone: '905551234567',
  birthDate: '1990-05-17',
};
