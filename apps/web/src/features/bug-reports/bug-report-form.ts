import type { BugCategory, BugSeverity } from "@leadcoach/api/schemas";

/** What the form holds; browserInfo and deviceInfo are added on submit from the system information. */
export interface BugReportFormValues {
  [key: string]: unknown;
  title: string;
  severity: BugSeverity;
  category: BugCategory;
  description: string;
  stepsToReproduce: string;
  expectedBehavior: string;
  actualBehavior: string;
  url: string;
  /** A data URL, or null without a screenshot. */
  screenshot: string | null;
}

export function emptyBugReportForm(url: string): BugReportFormValues {
  return {
    title: "",
    severity: "medium",
    category: "functionality",
    description: "",
    stepsToReproduce: "",
    expectedBehavior: "",
    actualBehavior: "",
    url,
    screenshot: null,
  };
}

/** The navigation state a link to /bug-report carries: the page the user came from. */
export interface BugReportLinkState {
  from: string;
}

/** The link state for a report about the page at `path` (a path with its query, e.g. '/goals?x=1'). */
export function bugReportLinkState(path: string): BugReportLinkState {
  return { from: path };
}

/**
 * The address the form starts with: the page the user came from (the link's state, a same-site path),
 * otherwise the current address.
 */
export function reportedPageUrl(state: unknown, currentHref: string): string {
  const from = (state as Partial<BugReportLinkState> | null)?.from;
  if (typeof from !== "string" || !from.startsWith("/") || from.startsWith("//")) return currentHref;
  try {
    return new URL(from, currentHref).href;
  } catch {
    return currentHref;
  }
}
