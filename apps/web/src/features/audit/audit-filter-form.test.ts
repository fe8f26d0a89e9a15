import { describe, expect, it } from "vitest";
import { auditExportUrl, ZAuditFilterForm } from "./audit-filter-form";

describe("the audit filter form", () => {
  it("reads empty fields as no filter", () => {
    expect(ZAuditFilterForm.parse({ action: "", actorEmail: "" })).toEqual({
      action: undefined,
      actorEmail: undefined,
    });
  });

  it("refuses an address that is not one, with the server's message", () => {
    const result = ZAuditFilterForm.safeParse({ action: "", actorEmail: "not-an-address" });
    expect(result.success).toBe(false);
  });

  it("builds the export's address from the filters in force", () => {
    expect(auditExportUrl({ action: undefined, actorEmail: undefined })).toBe("/api/admin/audit/export");
    expect(auditExportUrl({ action: "auth.sso_sign_in", actorEmail: "a+b@example.com" })).toBe(
      "/api/admin/audit/export?action=auth.sso_sign_in&actorEmail=a%2Bb%40example.com",
    );
  });
});
