const DEFAULT_MARKETING_URL = "https://example.com";

/** An absolute http(s) URL, or the fallback. (No zod here: it would weigh down the first download.) */
function httpUrlOr(value: string | undefined, fallback: string): string {
  if (!value) return fallback;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : fallback;
  } catch {
    return fallback;
  }
}

/** The web app's build-time configuration, read once here and nowhere else. */
export const env = {
  /** The public marketing site the brand logo opens (VITE_MARKETING_URL). */
  marketingUrl: httpUrlOr(import.meta.env.VITE_MARKETING_URL, DEFAULT_MARKETING_URL),
} as const;
