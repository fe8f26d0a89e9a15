import { displayName } from "@leadcoach/api/schemas";

// The naming rules live with the user schema: the server names the person in the dashboard shell too.
export { displayName, FALLBACK_DISPLAY_NAME, firstNameOf } from "@leadcoach/api/schemas";

/** Up to two initials from the name: "Ada Lovelace" -> "AL", "ada" -> "A", "" -> "U". */
export function initialsOf(name: string | null | undefined): string {
  const words = displayName(name).split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? "") : "";
  return (first + last).toUpperCase();
}
