/** Browser-storage keys the old client kept for the signed-in user; cleared on sign-out. */
const STORED_USER_KEYS = ["user", "userId"] as const;

export function clearStoredUser(): void {
  try {
    for (const key of STORED_USER_KEYS) window.localStorage.removeItem(key);
  } catch (error) {
    console.warn("Could not clear stored user data", error);
  }
}
