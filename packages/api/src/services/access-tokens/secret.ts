import { newSecretToken } from "../../lib/secret-token";
import { ACCESS_TOKEN_PREFIX } from "../../schemas/access-tokens";

/** `lc_pat_` and 32 random bytes as base64url (43 characters from [A-Za-z0-9_-]). */
const TOKEN_PATTERN = /^lc_pat_[A-Za-z0-9_-]{43}$/;
/** Random characters kept for display: enough to tell tokens apart, far too few to guess the rest. */
const SHOWN_RANDOM_CHARACTERS = 4;

export interface NewAccessTokenSecret {
  token: string;
  tokenHash: string;
  tokenPrefix: string;
}

export function newAccessTokenSecret(): NewAccessTokenSecret {
  const secret = newSecretToken(ACCESS_TOKEN_PREFIX);
  return {
    ...secret,
    tokenPrefix: secret.token.slice(0, ACCESS_TOKEN_PREFIX.length + SHOWN_RANDOM_CHARACTERS),
  };
}

export function isWellFormedAccessToken(token: string): boolean {
  return TOKEN_PATTERN.test(token);
}
