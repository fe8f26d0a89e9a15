import type { CreatedAt, Id, NullableTimestamp, Timestamp } from "./columns";

/**
 * A person's account at an OpenID provider, bound to a LeadCoach account: the pair (issuer, subject)
 * is the provider's stable id for them, so a later change of e-mail address there still finds them here.
 */
export interface SsoIdentitiesTable {
  id: Id;
  userId: number;
  issuer: string;
  subject: string;
  /** The verified address the provider gave when the identity was first bound (for support, not lookup). */
  email: string;
  createdAt: CreatedAt;
  lastSignInAt: NullableTimestamp;
}

/** An AuthnRequest this server sent to the SAML identity provider; one response may answer it, once. */
export interface SamlRequestsTable {
  /** The request's ID, which the response names in InResponseTo. */
  id: string;
  createdAt: CreatedAt;
  expiresAt: Timestamp;
  usedAt: NullableTimestamp;
}

/** An assertion the server accepted, remembered until it expires so that a replay of it is refused. */
export interface SamlAssertionsTable {
  issuer: string;
  assertionId: string;
  expiresAt: Timestamp;
}
