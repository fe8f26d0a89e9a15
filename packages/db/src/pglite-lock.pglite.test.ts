import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { createDb } from "./client";
import { DatabaseInUseError } from "./pglite-lock";

describe("an embedded database directory", () => {
  const dir = mkdtempSync(join(tmpdir(), "leadcoach-lock-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("is opened by one holder at a time, and free again once closed", async () => {
    const first = await createDb({ pgliteDir: dir });
    const second = createDb({ pgliteDir: dir });
    await expect(second).rejects.toBeInstanceOf(DatabaseInUseError);
    await expect(second).rejects.toThrow(new RegExp(`process ${process.pid} .*PGLITE_DIR.*DATABASE_URL`));
    // The holder keeps working.
    const { rows } = await sql<{ one: number }>`select 1 as one`.execute(first.db);
    expect(rows).toEqual([{ one: 1 }]);
    await first.close();
    const again = await createDb({ pgliteDir: dir });
    await again.close();
  });
});
