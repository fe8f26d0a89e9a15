import type { CreatedAt, Id, NullableTimestamp } from "./columns";

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
