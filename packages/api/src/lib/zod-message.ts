/** Validation issues as zod and Standard Schema report them. */
interface Issue {
  path?: readonly (PropertyKey | { key: PropertyKey })[];
  message: string;
}

/** The issues behind a validation failure, whichever wrapper carries them (ZodError, StandardSchemaV1Error). */
export function validationIssues(cause: unknown): Issue[] | null {
  const issues = (cause as { issues?: unknown } | null)?.issues;
  return Array.isArray(issues) && issues.length > 0 ? (issues as Issue[]) : null;
}

/** The first issue, worded for a person: "email is required", "Password must be at least 6 characters long". */
export function readableValidationMessage(issues: Issue[]): string {
  const issue = issues[0];
  if (!issue) return "Invalid input";
  const field = (issue.path ?? []).map((p) => String(typeof p === "object" ? p.key : p)).join(".");
  if (field && /received undefined/.test(issue.message)) return `${field} is required`;
  // Messages written for people start with a capital; zod's own defaults get the field name in front.
  return field && (/^Invalid/.test(issue.message) || !/^[A-Z]/.test(issue.message))
    ? `${field}: ${issue.message}`
    : issue.message;
}
