import type { DB } from "@leadcoach/db";
import { findOrganisationSettings, findOrganisationSettingsVersion } from "./queries";

export type StoredOrganisationSettings = Awaited<ReturnType<typeof findOrganisationSettings>>;

/**
 * How long a process trusts its copy of the settings before it asks the database for the version: a
 * write in another process is seen within this bound. The asking is one single-row read, and the row
 * itself is read again only when its version moved.
 */
export const SETTINGS_RECHECK_MS = 2_000;

interface CachedSettings {
  settings: StoredOrganisationSettings;
  /** When the copy was last known current (ms, the service clock). */
  checkedAt: number;
}

/** One copy per database handle: a process has one; tests open several to stand for several processes. */
const copies = new WeakMap<DB, CachedSettings>();

/**
 * The organisation's settings, read once per process and checked again at most every
 * SETTINGS_RECHECK_MS. A clock that moved backwards (tests) counts as stale.
 */
export async function readOrganisationSettings(db: DB, now: Date): Promise<StoredOrganisationSettings> {
  const at = now.getTime();
  const copy = copies.get(db);
  if (copy && at >= copy.checkedAt && at - copy.checkedAt < SETTINGS_RECHECK_MS) return copy.settings;
  if (copy && (await findOrganisationSettingsVersion(db)) === copy.settings.version) {
    copy.checkedAt = at;
    return copy.settings;
  }
  const settings = await findOrganisationSettings(db);
  copies.set(db, { settings, checkedAt: at });
  return settings;
}

/** After a write in this process: its own copy is current at once. */
export function rememberOrganisationSettings(db: DB, settings: StoredOrganisationSettings, now: Date): void {
  const copy = copies.get(db);
  // Never replace a newer copy (another request may have read past this write already).
  if (copy && copy.settings.version > settings.version) return;
  copies.set(db, { settings, checkedAt: now.getTime() });
}
