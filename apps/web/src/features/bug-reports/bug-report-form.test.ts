import { ZCreateBugReportInput } from "@leadcoach/api/schemas";
import { describe, expect, it } from "vitest";
import { schemaErrors } from "../../lib/form";
import { bugReportLinkState, emptyBugReportForm, reportedPageUrl } from "./bug-report-form";

describe("reportedPageUrl", () => {
  const here = "https://app.example/bug-report";
  it("takes the page the user came from", () => {
    expect(reportedPageUrl(bugReportLinkState("/goals?create=true"), here)).toBe(
      "https://app.example/goals?create=true",
    );
  });
  it("falls back to the current address", () => {
    expect(reportedPageUrl(null, here)).toBe(here);
    expect(reportedPageUrl({ from: "//evil.example/x" }, here)).toBe(here);
    expect(reportedPageUrl({ from: 42 }, here)).toBe(here);
  });
});

describe("the bug report form", () => {
  it("starts at medium severity and the functionality category", () => {
    expect(emptyBugReportForm("https://app.example/")).toMatchObject({
      severity: "medium",
      category: "functionality",
      url: "https://app.example/",
      screenshot: null,
    });
  });
  it("shows the server's messages", () => {
    const errors = schemaErrors(ZCreateBugReportInput, {
      ...emptyBugReportForm("not a url"),
      description: "short",
    });
    expect(errors.title).toBe("Title is required");
    expect(errors.description).toBe("Description must be at least 10 characters");
    expect(errors.url).toBeTruthy();
    expect(
      schemaErrors(ZCreateBugReportInput, { ...emptyBugReportForm(""), title: "x".repeat(201) }).title,
    ).toBe("Title too long");
  });
});
