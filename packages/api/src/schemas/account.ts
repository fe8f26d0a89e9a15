import { z } from "zod";

/** Where an erased person's name used to be (bug reports and comments, the admin access log). */
export const DELETED_ACCOUNT_LABEL = "Deleted account";

/** How long a single sign-on counts as fresh enough to delete the account without a password. */
export const FRESH_SSO_SIGN_IN_MS = 10 * 60_000;

/** The file name of 'Download my data' for a given day (YYYY-MM-DD). */
export function accountExportFileName(day: string): string {
  return `leadcoach-data-${day}.json`;
}

/** 'Delete my account': the password, or nothing after a fresh single sign-on. */
export const ZDeleteAccountInput = z.object({
  password: z.string().min(1, "Enter your password to delete your account.").max(1024).optional(),
});
export type DeleteAccountInput = z.infer<typeof ZDeleteAccountInput>;

/** What the 'Delete my account' dialog asks for. */
export const ZDeletionRequirements = z.object({
  /** The server offers single sign-on: the dialog links to a fresh SSO sign-in. */
  ssoAvailable: z.boolean(),
  /** This session signed in through SSO within FRESH_SSO_SIGN_IN_MS: no password needed. */
  ssoFresh: z.boolean(),
});
export type DeletionRequirements = z.infer<typeof ZDeletionRequirements>;

const ZExportRow = z.record(z.string(), z.json());

/**
 * 'Download my data': the profile and, per table (its SQL name), the rows stored about the person,
 * with dates as ISO strings, bytes as base64 and every secret (hashes of passwords and tokens) left out.
 */
export const ZAccountDataExport = z.object({
  format: z.literal("leadcoach-data-export"),
  version: z.literal(1),
  exportedAt: z.string(),
  profile: ZExportRow,
  tables: z.record(z.string(), z.array(ZExportRow)),
});
export type AccountDataExport = z.infer<typeof ZAccountDataExport>;

/** An erasure as admins see it: when, and an id that names nobody. */
export const ZAccountDeletionEvent = z.object({ id: z.string(), deletedAt: z.string() });
export const ZAccountDeletions = z.object({
  /** Erasures in the last 30 days. */
  last30Days: z.number(),
  recent: z.array(ZAccountDeletionEvent),
});
export type AccountDeletions = z.infer<typeof ZAccountDeletions>;
