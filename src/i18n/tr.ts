// Turkish: the site's default language. en.ts must have exactly the same keys
// (tests/unit/i18n.test.ts checks it). Keys are grouped by screen.
export const tr = {
  app: {
    name: 'Casino',
    skipToContent: 'İçeriğe geç',
    loading: 'Yükleniyor...',
    homeTitle: 'Spor, canlı bahis ve casino',
    homeLead: 'Slot, canlı casino, TV oyunları ve bingo tek adreste.',
    loadFailed: 'Sitenin bu bölümü yüklenemedi. Bağlantınızı kontrol edip yeniden deneyin.',
    loadFailedTitle: 'Yüklenemedi',
    retry: 'Yeniden dene',
  },
  home: {
    /** The banners' pictures (the first one is on the first screen). */
    bannerOf: 'Kampanya {{index}} / {{count}}',
  },
  nav: {
    main: 'Ana menü',
    home: 'Ana Sayfa',
    sports: 'Spor',
    liveSports: 'Canlı Bahis',
    casino: 'Casino',
    liveCasino: 'Canlı Casino',
    promotions: 'Promosyonlar',
    virtual: 'Sanal',
    tvGames: 'TV Oyunları',
    bingo: 'Tombala',
    esports: 'E-Spor',
    bonusRequest: 'Bonus Talep',
    promotion: 'Promosyon',
    openMenu: 'Menüyü aç',
    closeMenu: 'Menüyü kapat',
    mobileMenu: 'Menü',
    bottomBar: 'Hızlı menü',
    live: 'Canlı',
    deposit: 'Para Yatır',
    support: 'Destek',
    liveSupport: 'Canlı Destek',
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
    oldDomain: 'Bu adres eski bir adresimiz. Güncel adresimiz:',
  },
  // A player's part of the header loads with a login, and its texts with it (playerStrings.ts).
  header: {
    login: 'Giriş Yap',
  },
  dialog: {
    close: 'Kapat',
  },
  toast: {
    dismiss: 'Mesajı kapat',
  },
  liveChat: {
    unavailable: 'Canlı destek şu anda kullanılamıyor. Lütfen Sizi Arayalım formunu kullanın.',
  },
  // The shell's entries to the account dialogs; the dialogs' own texts load with them (accountStrings.ts).
  registration: {
    open: 'Kayıt Ol',
  },
  callRequest: {
    open: 'Sizi Arayalım',
  },
  phone: {
    smsEntry: 'Telefonu SMS ile Doğrula',
  },
  favourites: {
    added: 'Favorilere eklendi',
    removed: 'Favorilerden çıkarıldı',
  },
  // What a failed call says loads with the API client, which is what fails (apiErrorStrings.ts); this one is for anything else.
  errors: {
    unexpected: 'Beklenmeyen bir hata oluştu. Lütfen tekrar deneyin.',
  },
};
