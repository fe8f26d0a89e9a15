import { describe, expect, it } from "vitest";
import { allowedActions, bulkSummary, lastSignInText, refusedName } from "./people-display";

describe("people display", () => {
  it("says 'Never' for someone who never signed in", () => {
    expect(lastSignInText({ lastLoginAt: null })).toBe("Never");
    expect(lastSignInText({ lastLoginAt: "2026-11-21T10:00:00.000Z" })).toMatch(/2026/);
  });

  it("sums up a bulk action, with the refusals to follow", () => {
    expect(bulkSummary({ changed: [1, 2], unchanged: [], refused: [] }, "deactivated")).toBe(
      "2 deactivated.",
    );
    expect(
      bulkSummary({ changed: [1], unchanged: [4], refused: [{ id: 3, reason: "No." }] }, "reactivated"),
    ).toBe("1 reactivated, 1 already reactivated. 1 was not changed:");
    expect(
      bulkSummary(
        {
          changed: [],
          unchanged: [],
          refused: [
            { id: 3, reason: "No." },
            { id: 5, reason: "No." },
          ],
        },
        "deactivated",
      ),
    ).toBe("0 deactivated. 2 were not changed:");
  });

  it("names a refused person when the screen has them", () => {
    expect(refusedName(2, [{ id: 2, name: "Ana Kim" }])).toBe("Ana Kim");
    expect(refusedName(9, [])).toBe("Person #9");
  });
});

describe("the actions an admin sees on a person", () => {
  const person = (role: "user" | "admin" | "super_admin", status: "active" | "deactivated" = "active") => ({
    id: 2,
    role,
    status,
    pendingInvitationId: null,
  });
  it("follows the server's rules", () => {
    const admin = { id: 1, role: "admin" as const };
    const boss = { id: 1, role: "super_admin" as const };
    expect(allowedActions(admin, person("user"))).toEqual(["deactivate", "resetSecondFactor"]);
    expect(allowedActions(admin, person("user", "deactivated"))).toEqual(["reactivate"]);
    expect(allowedActions(admin, person("admin"))).toEqual([]);
    expect(allowedActions(boss, person("admin"))).toEqual(["role", "deactivate", "resetSecondFactor"]);
    const invited = { ...person("user"), status: "invited" as const, pendingInvitationId: 7 };
    expect(allowedActions(admin, invited)).toEqual(["deactivate", "resend", "revoke"]);
    expect(allowedActions(boss, { ...person("super_admin"), id: 1 })).toEqual([]);
  });
});
