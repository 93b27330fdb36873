// What a failed call tells the player (contract/errors.ts names the keys).
// Only the API client makes such a failure, so these load with it
// (src/api/client.ts), not with the first screen; 'errors.unexpected', for
// anything else that fails, stays in tr.ts.
import type { StringPack } from './packs';

const tr = {
  errors: {
    network: 'Sunucuya ulaşılamıyor. İnternet bağlantınızı kontrol edip tekrar deneyin.',
    timeout: 'Sunucu zamanında yanıt vermedi. Lütfen tekrar deneyin.',
    sessionExpired: 'Oturumunuz sona erdi. Lütfen tekrar giriş yapın.',
    server: 'Sunucuda bir sorun oluştu. Lütfen biraz sonra tekrar deneyin.',
    unavailable: 'Hizmet şu anda kullanılamıyor. Bilgileriniz güvende; lütfen birkaç saniye sonra tekrar deneyin.',
    contract: 'Sunucudan beklenmeyen bir yanıt geldi. Lütfen tekrar deneyin.',
  },
};

const en: typeof tr = {
  errors: {
    network: 'The server cannot be reached. Check your connection and try again.',
    timeout: 'The server did not answer in time. Please try again.',
    sessionExpired: 'Your session has ended. Please log in again.',
    server: 'Something went wrong on the server. Please try again shortly.',
    unavailable: 'The service is unavailable right now. Your data is safe; please try again in a few seconds.',
    contract: 'The server sent an unexpected answer. Please try again.',
  },
};

export const apiErrorStrings = { tr, en } satisfies StringPack;
