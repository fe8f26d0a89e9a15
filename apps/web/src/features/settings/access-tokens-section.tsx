/** Personal access tokens: create (shown once), list, revoke. Built by the tokens work. */
export function AccessTokensSection() {
  return null;
}
