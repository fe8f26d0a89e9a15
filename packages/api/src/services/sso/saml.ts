import type { ServiceDeps } from "../deps";
import {
  consumeSamlRequest,
  deleteExpiredSamlRows,
  insertSamlRequest,
  openSamlRequestCreatedAt,
  rememberSamlAssertion,
} from "./queries";

/** How long the identity provider may take to answer an AuthnRequest. */
export const SAML_REQUEST_MAX_AGE_MS = 10 * 60 * 1000;

/** Records an AuthnRequest about to be sent (and forgets the expired ones, so the tables stay small). */
export async function rememberSamlRequest(deps: ServiceDeps, id: string): Promise<void> {
  const now = deps.now();
  await deleteExpiredSamlRows(deps.db, now);
  await insertSamlRequest(deps.db, id, now, new Date(now.getTime() + SAML_REQUEST_MAX_AGE_MS));
}

/** When a request still awaiting its answer was sent, or null (unknown, answered or expired). */
export async function openSamlRequestSentAt(deps: ServiceDeps, id: string): Promise<Date | null> {
  return (await openSamlRequestCreatedAt(deps.db, id, deps.now())) ?? null;
}

export type SamlAssertionRefusal = "replayed" | "request_used";

class Refused extends Error {
  constructor(readonly reason: SamlAssertionRefusal) {
    super(reason);
  }
}

/**
 * Accepts a verified assertion once: its ID is remembered until it expires (a second use is a replay,
 * whichever process sees it), and the request it answers, if any, is marked answered. Both or neither:
 * a refusal leaves nothing written. Two identical responses at once: exactly one gets null.
 */
export async function acceptSamlAssertionOnce(
  deps: ServiceDeps,
  assertion: { issuer: string; assertionId: string; expiresAt: Date; requestId: string | null },
): Promise<SamlAssertionRefusal | null> {
  const now = deps.now();
  try {
    await deps.db.transaction().execute(async (trx) => {
      const fresh = await rememberSamlAssertion(trx, {
        issuer: assertion.issuer,
        assertionId: assertion.assertionId,
        expiresAt: assertion.expiresAt,
      });
      if (!fresh) throw new Refused("replayed");
      if (assertion.requestId !== null && !(await consumeSamlRequest(trx, assertion.requestId, now))) {
        throw new Refused("request_used");
      }
    });
    return null;
  } catch (error) {
    if (error instanceof Refused) return error.reason;
    throw error;
  }
}
