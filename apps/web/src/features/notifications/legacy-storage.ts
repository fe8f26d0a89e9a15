/** The old client kept notifications in browser storage as `notifications-{userId}` / `notifications-guest`. */
const LEGACY_PREFIX = "notifications-";

/**
 * Removes every legacy notification list from storage: notifications now live on the
 * server. Returns the removed keys; storage that cannot be read is left alone.
 */
export function removeLegacyNotificationStorage(storage: Storage | undefined): string[] {
  if (!storage) return [];
  try {
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(LEGACY_PREFIX)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
    return keys;
  } catch (error) {
    console.warn("Could not clear legacy notifications", error);
    return [];
  }
}

/** `window.localStorage`, or undefined where it is missing or blocked. */
export function browserStorage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
