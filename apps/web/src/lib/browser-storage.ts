/** `window.localStorage`, or undefined where it is missing or blocked. */
export function browserStorage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Removes every key that starts with `prefix` (what an older client kept in the browser) and returns
 * them; storage that cannot be read is left alone, with `failure` in the console.
 */
export function removeStoredKeys(storage: Storage | undefined, prefix: string, failure: string): string[] {
  if (!storage) return [];
  try {
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(prefix)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
    return keys;
  } catch (error) {
    console.warn(failure, error);
    return [];
  }
}
