/**
 * A key of the site's dictionaries, as a machine names a message it leaves
 * to the view to translate (a toast, the recovery's notice). src/i18n
 * registers the dictionaries' keys here (`declare module`), so machines
 * import nothing of src/ and a key in no dictionary is still a type error.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by src/i18n/dictionary.ts
export interface MessageKeys {}
export type MessageKey = MessageKeys extends { key: infer Key extends string } ? Key : string;
