// Kept apart from the account schemas: the browser shows names on every signed-in screen, and this way
// it need not load and evaluate the validation library first.

export const FALLBACK_DISPLAY_NAME = "User";

/** The name to show: the trimmed name, or 'User' without one. */
export function displayName(name: string | null | undefined): string {
  const trimmed = name?.trim();
  return trimmed ? trimmed : FALLBACK_DISPLAY_NAME;
}

/** The name a greeting uses: the shown name's first word (the server fills it into the dashboard shell). */
export function firstNameOf(name: string | null | undefined): string {
  return displayName(name).split(/\s+/)[0] ?? FALLBACK_DISPLAY_NAME;
}
