import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { useTestDb } from "../../testing";
import { readOrganisationSettings, SETTINGS_RECHECK_MS } from "./cache";

const t = useTestDb();

/** A write by another process: straight to the row, with the version moved on as every write does. */
function writeElsewhere(policy: "open" | "invite_only") {
  return sql`update organisation_settings set sign_up_policy = ${policy}, version = version + 1`.execute(
    t.db,
  );
}

describe("the organisation settings cache", () => {
  it("reads once, then trusts its copy for the recheck bound, and sees another process's write after it", async () => {
    const start = new Date("2030-01-01T00:00:00Z");
    const at = (ms: number) => new Date(start.getTime() + ms);
    expect((await readOrganisationSettings(t.db, start)).signUpPolicy).toBe("open");

    await writeElsewhere("invite_only");
    // Within the bound: the copy, without asking the database.
    expect((await readOrganisationSettings(t.db, at(SETTINGS_RECHECK_MS - 1))).signUpPolicy).toBe("open");
    // Past it: the version moved, so the row is read again.
    expect((await readOrganisationSettings(t.db, at(SETTINGS_RECHECK_MS))).signUpPolicy).toBe("invite_only");

    await writeElsewhere("open");
    // A clock that went backwards never keeps a stale copy.
    expect((await readOrganisationSettings(t.db, at(-1))).signUpPolicy).toBe("open");
  });
});
