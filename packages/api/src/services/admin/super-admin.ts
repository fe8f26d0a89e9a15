import { demoAccounts } from "@leadcoach/db";
import { toCsvFile } from "../../lib/csv";
import { USER_EMAILS_COLUMNS, USER_EMAILS_FILENAME, type DemoCredentials } from "../../schemas/admin";
import { insertAuditEventBy } from "../audit/queries";
import type { ServiceDeps, SignedInVisitor } from "../deps";
import { findAllAccountEmails, findDemoAccountsByEmail } from "./queries";

/**
 * GET /api/admin/demo-credentials: the seed's own demo accounts (their passwords come from the seed's
 * definition, never from stored hashes), only those still flagged demo (a changed password clears it).
 */
export async function getDemoCredentials(
  { db, now }: ServiceDeps,
  caller: SignedInVisitor,
): Promise<DemoCredentials> {
  const rows = await findDemoAccountsByEmail(
    db,
    demoAccounts.map((a) => a.email),
  );
  await insertAuditEventBy(db, caller, {
    action: "admin.demo_credentials_viewed",
    detail: { accounts: rows.length },
    at: now(),
  });
  const byEmail = new Map(demoAccounts.map((a) => [a.email.toLowerCase(), a]));
  return {
    demoUsers: rows.flatMap((row) => {
      const account = byEmail.get(row.email.toLowerCase());
      if (!account) return [];
      return [
        {
          id: row.id,
          name: row.name,
          username: row.username,
          email: row.email,
          password: account.password,
          role: row.role,
          createdAt: row.createdAt.toISOString(),
        },
      ];
    }),
  };
}

/** GET /api/admin/download-emails: every account's e-mail as `user_emails.csv` (RFC 4180, BOM). */
export async function exportUserEmails(
  { db, now }: ServiceDeps,
  caller: SignedInVisitor,
): Promise<{ filename: string; csv: string }> {
  const rows = await findAllAccountEmails(db);
  await insertAuditEventBy(db, caller, {
    action: "admin.user_emails_exported",
    detail: { rows: rows.length },
    at: now(),
  });
  const csv = toCsvFile(
    USER_EMAILS_COLUMNS,
    rows.map((r) => [r.id, r.name, r.email, r.username, r.role, r.isActive, r.createdAt]),
  );
  return { filename: USER_EMAILS_FILENAME, csv };
}
