/**
 * The one rule, beyond the length, that every password someone sets must pass: not one of the most
 * common passwords, and not the person's own e-mail address, its local part or their name. The server
 * decides with it (services/auth/password-policy.ts); the password forms show the same verdict as a
 * hint. Browser-safe: the list of common passwords is passed in, so it never ships in the first screen.
 */

/** How many of the most common passwords, by rank, are refused. */
export const COMMON_PASSWORDS_REFUSED = 10_000;

export const PASSWORD_TOO_COMMON_MESSAGE =
  "This password is one of the most common passwords and is easy to guess. Please choose another.";
export const PASSWORD_IS_PERSONAL_MESSAGE =
  "Your password must not be your email address or your name. Please choose another.";

/** Whose password it is: their e-mail address and name. */
export interface PasswordOwner {
  email: string;
  name: string;
}

const normalise = (value: string) => value.trim().toLowerCase();

/** The refused set from a list of passwords ranked most common first (compared in lower case). */
export function commonPasswordSet(ranked: readonly string[]): ReadonlySet<string> {
  return new Set(ranked.slice(0, COMMON_PASSWORDS_REFUSED).map(normalise));
}

/** Why this password is refused (one of the messages above), or null when it may be used. Case-insensitive. */
export function passwordRefusal(
  password: string,
  owner: PasswordOwner,
  common: ReadonlySet<string>,
): string | null {
  const candidate = normalise(password);
  const email = normalise(owner.email);
  const personal = [email, email.split("@")[0] ?? "", normalise(owner.name)];
  if (personal.some((value) => value !== "" && value === candidate)) return PASSWORD_IS_PERSONAL_MESSAGE;
  if (common.has(candidate)) return PASSWORD_TOO_COMMON_MESSAGE;
  return null;
}
