// Turkish: the site's default language. en.ts must have exactly the same keys
// (tests/unit/i18n.test.ts checks it). Keys are grouped by screen.
export const tr = {
  app: {
    name: 'Casino',
    skipToContent: 'İçeriğe geç',
    loading: 'Yükleniyor...',
    homeTitle: 'Spor, canlı bahis ve casino',
    homeLead: 'Slot, canlı casino, TV oyunları ve bingo tek adreste.',
    responsibleGaming: 'Kumar bağımlılık yapabilir. Lütfen sorumlu oynayın.',
    adultsOnly: '18+',
  },
  nav: {
    main: 'Ana menü',
    home: 'Ana Sayfa',
    sports: 'Spor',
    liveSports: 'Canlı Bahis',
    casino: 'Casino',
    liveCasino: 'Canlı Casino',
    promotions: 'Promosyonlar',
  },
  language: {
    label: 'Dil',
    tr: 'Türkçe',
    en: 'English',
  },
  topNotification: {
    region: 'Adres bildirimi',
    current: 'Güncel adresimiz: {{current}}',
    next: 'Bir sonraki adresimiz: {{next}}',
    close: 'Bildirimi kapat',
  },
  errors: {
    network: 'Sunucuya ulaşılamıyor. İnternet bağlantınızı kontrol edip tekrar deneyin.',
    timeout: 'Sunucu zamanında yanıt vermedi. Lütfen tekrar deneyin.',
    sessionExpired: 'Oturumunuz sona erdi. Lütfen tekrar giriş yapın.',
    server: 'Sunucuda bir sorun oluştu. Lütfen biraz sonra tekrar deneyin.',
    contract: 'Sunucudan beklenmeyen bir yanıt geldi. Lütfen tekrar deneyin.',
    unexpected: 'Beklenmeyen bir hata oluştu. Lütfen tekrar deneyin.',
  },
  notFound: {
    title: 'Sayfa bulunamadı',
    back: 'Ana sayfaya dön',
  },
};
