export const FALLBACK_DISPLAY_NAME = "User";

/** The name to show: the trimmed name, or 'User' without one. */
export function displayName(name: string | null | undefined): string {
  const trimmed = name?.trim();
  return trimmed ? trimmed : FALLBACK_DISPLAY_NAME;
}

/** Up to two initials from the name: "Ada Lovelace" -> "AL", "ada" -> "A", "" -> "U". */
export function initialsOf(name: string | null | undefined): string {
  const words = displayName(name).split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? "") : "";
  return (first + last).toUpperCase();
}
