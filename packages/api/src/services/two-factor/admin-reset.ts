import { AppError } from "../../lib/app-error";
import { PERSON_NOT_FOUND, type PersonIdInput } from "../../schemas/people";
import { NO_SECOND_FACTOR_TO_RESET, secondFactorResetRefusal } from "../../schemas/two-factor";
import { insertAuditEventBy } from "../audit/queries";
import type { ServiceDeps, SignedInVisitor } from "../deps";
import { enqueueSecurityAlert } from "../email/security-alert";
import { deleteTotpFactor, findAccountSecrets } from "./queries";

/**
 * An admin resets another person's second factor (a lost phone): the app and recovery codes go, the
 * person is told by e-mail, and the audit trail records who did it, in one transaction. Never one's
 * own (turn it off in settings instead), and an admin's only by a super admin.
 */
export async function resetSecondFactor(
  deps: ServiceDeps,
  caller: SignedInVisitor,
  input: PersonIdInput,
): Promise<{ success: true }> {
  const { db, config } = deps;
  const target = await findAccountSecrets(db, input.id);
  if (!target) throw new AppError("NOT_FOUND", PERSON_NOT_FOUND);
  const refusal = secondFactorResetRefusal(caller.user, { id: input.id, role: target.role });
  if (refusal) throw new AppError("FORBIDDEN", refusal);
  const now = deps.now();
  await db.transaction().execute(async (trx) => {
    if (!(await deleteTotpFactor(trx, input.id))) throw new AppError("CONFLICT", NO_SECOND_FACTOR_TO_RESET);
    await insertAuditEventBy(trx, caller, {
      action: "auth.second_factor_reset",
      subject: { type: "user", id: input.id },
      detail: { methods: ["totp"] },
      at: now,
    });
    await enqueueSecurityAlert(trx, config, {
      userId: input.id,
      event: { kind: "second_factor_removed", method: "an authenticator app", byAdmin: true },
      at: now,
      origin: { userAgent: caller.userAgent ?? null, ip: caller.ip },
    });
  });
  return { success: true };
}
