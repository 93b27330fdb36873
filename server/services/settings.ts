import type { Queryable } from '../db/database';

/** A JSON setting by key (siteOption, popup, video, sliderList, domainStatus, trialBonusAmount, casinoCategoryList). */
export async function readSetting<T>(db: Queryable, key: string): Promise<T | undefined> {
  const [row] = await db.query<{ value: T }>('SELECT value FROM settings WHERE key = $1', [key]);
  return row?.value;
}

export async function writeSetting(db: Queryable, key: string, value: unknown): Promise<void> {
  await db.query('INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value', [
    key,
    JSON.stringify(value),
  ]);
}
