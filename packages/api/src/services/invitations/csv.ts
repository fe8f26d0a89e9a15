import { parse } from "csv-parse/sync";
import type { z } from "zod";
import { AppError } from "../../lib/app-error";
import { ZEmail } from "../../schemas/auth";
import { roles, type Role } from "../../schemas/domain";
import {
  INVITATION_GROUP_SEPARATOR,
  INVITATION_IMPORT_MAX_ROWS,
  invitationImportColumns,
  ZInviteeName,
  type Invitee,
} from "../../schemas/invitations";

/** A problem with one row of a file, named by its row as a spreadsheet numbers it. */
export interface RowError {
  row: number;
  message: string;
}

/** How many bad rows the refusal lists; the rest are counted. */
const LISTED_ERRORS = 25;

/** Refuses the whole file (400), listing the bad rows. */
export function refuseRows(errors: readonly RowError[]): never {
  const lines = [...errors]
    .sort((a, b) => a.row - b.row)
    .slice(0, LISTED_ERRORS)
    .map((e) => `Row ${e.row}: ${e.message}`);
  if (errors.length > LISTED_ERRORS) lines.push(`...and ${errors.length - LISTED_ERRORS} more rows.`);
  const rows = errors.length === 1 ? "1 row has a problem" : `${errors.length} rows have problems`;
  throw new AppError("BAD_REQUEST", [`Nobody was invited: ${rows}.`, ...lines].join("\n"));
}

const refuseFile = (message: string): never => {
  throw new AppError("BAD_REQUEST", `Nobody was invited: ${message}`);
};

/** "Super admin", "super-admin" and "super_admin" all name the role; blank is a user. */
function roleOf(cell: string): Role | null {
  const key = cell
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
  if (key === "") return "user";
  return roles.find((role) => role === key) ?? null;
}

function firstIssue(result: z.ZodSafeParseResult<unknown>): string | null {
  return result.success ? null : (result.error.issues[0]?.message ?? "is not valid");
}

/**
 * Reads an import file: a header row naming the columns (`name`, `email`, and optionally `role` and
 * `groups`, in any order), then one person per row. Each row is checked on its own (name, address,
 * role, duplicate addresses within the file) and its problems returned; what needs the database is
 * checked by the caller. A file that cannot be read at all is refused here.
 */
export function parseInviteeCsv(csv: string): { invitees: Invitee[]; errors: RowError[] } {
  let records: string[][];
  try {
    records = parse(csv, {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
      // One more than the limit: enough to say the file is too long without reading all of it.
      to_line: INVITATION_IMPORT_MAX_ROWS + 2,
    });
  } catch (error) {
    return refuseFile(
      `the file is not valid CSV (${error instanceof Error ? error.message : "unreadable"}).`,
    );
  }
  const [header, ...body] = records;
  if (!header) return refuseFile("the file is empty.");
  const columns = header.map((cell) => cell.trim().toLowerCase());
  const unknown = columns.filter((c) => !(invitationImportColumns as readonly string[]).includes(c));
  if (unknown.length > 0) {
    return refuseFile(
      `unknown column "${unknown[0]}" in the first row; the columns are ${invitationImportColumns.join(", ")}.`,
    );
  }
  const at = (name: (typeof invitationImportColumns)[number]) => columns.indexOf(name);
  if (at("name") < 0 || at("email") < 0)
    return refuseFile('the first row must name the "name" and "email" columns.');
  if (body.length === 0) return refuseFile("the file has no one to invite below its header.");
  if (body.length > INVITATION_IMPORT_MAX_ROWS) {
    return refuseFile(
      `the file has more than ${INVITATION_IMPORT_MAX_ROWS.toLocaleString("en")} people; split it.`,
    );
  }

  const errors: RowError[] = [];
  const seen = new Map<string, number>();
  const invitees: Invitee[] = [];
  body.forEach((cells, index) => {
    const row = index + 2;
    const cell = (name: (typeof invitationImportColumns)[number]) => {
      const i = at(name);
      return i < 0 ? "" : (cells[i] ?? "");
    };
    const name = ZInviteeName.safeParse(cell("name"));
    const email = ZEmail.safeParse(cell("email"));
    const role = roleOf(cell("role"));
    const problems = [
      firstIssue(name),
      firstIssue(email),
      role === null ? `Unknown role "${cell("role")}"; use user, admin or super admin.` : null,
    ].filter((p): p is string => p !== null);
    if (email.success) {
      const key = email.data.toLowerCase();
      const first = seen.get(key);
      if (first !== undefined) problems.push(`${email.data} is already on row ${first}.`);
      else seen.set(key, row);
    }
    if (problems.length > 0 || !name.success || !email.success || role === null) {
      errors.push({ row, message: problems.join(" ") });
      return;
    }
    const groups = [
      ...new Set(
        cell("groups")
          .split(INVITATION_GROUP_SEPARATOR)
          .map((g) => g.trim())
          .filter((g) => g !== ""),
      ),
    ];
    invitees.push({ row, name: name.data, email: email.data, role, groups });
  });
  return { invitees, errors };
}
