import { removeStoredKeys } from "../../lib/browser-storage";

/** The old client kept notifications in browser storage as `notifications-{userId}` / `notifications-guest`. */
const LEGACY_PREFIX = "notifications-";

/**
 * Removes every legacy notification list from storage: notifications now live on the
 * server. Returns the removed keys; storage that cannot be read is left alone.
 */
export function removeLegacyNotificationStorage(storage: Storage | undefined): string[] {
  return removeStoredKeys(storage, LEGACY_PREFIX, "Could not clear legacy notifications");
}
