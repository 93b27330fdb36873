// What the Stately inspector may see: everything but secrets and personal
// numbers. Keys that name a secret lose their value wherever they appear in
// a context or an event; a form event that names such a field ({ key:
// 'CardNo', value }, { field: 'password', value }) loses its value too.

/** Passwords, codes, tokens, the fingerprint, phone numbers and contacts, card numbers, IBANs, wallets. */
const SECRET = /token|password|passw|code|fingerprint|phone|digits|iban|card|cvv|cvc|pin|wallet|paparano|contact/i;
/** Names that match the pattern above but carry nothing secret. */
const PUBLIC = new Set(['gameCode', 'pageCode', 'usercode', 'countryCode', 'smsVerified', 'contactType', 'contacts']);

const isSecretKey = (key: string) => SECRET.test(key) && !PUBLIC.has(key);
const MASK = '•••';
/** A code in a path's query (the e-mail's link, `?email-code=…`, remembered through the login form). */
const CODE_IN_QUERY = /([?&][^=&#]*code=)[^&#]*/gi;

export function redactSecrets<T>(value: T): T {
  if (typeof value === 'string') return value.replace(CODE_IN_QUERY, `$1${MASK}`) as T;
  if (Array.isArray(value)) return value.map(redactSecrets) as T;
  if (!value || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return value;
  const record = value as Record<string, unknown>;
  const namesSecretField = [record.key, record.field].some((name) => typeof name === 'string' && isSecretKey(name));
  return Object.fromEntries(
    Object.entries(record).map(([key, v]) => {
      const secret = isSecretKey(key) || (namesSecretField && (key === 'value' || key === 'text'));
      if (secret && (typeof v === 'string' || typeof v === 'number')) return [key, MASK];
      return [key, redactSecrets(v)];
    }),
  ) as T;
}
