import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { useTestDb } from "./use-test-db";

/** PGlite is one connection: the driver hands it to one holder at a time. */
const t = useTestDb((db) =>
  sql`create table driver_order (id serial primary key, label text not null)`.execute(db),
);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the PGlite driver", () => {
  it("runs two concurrent transactions one after the other, never interleaved", async () => {
    const step = (trx: typeof t.db, label: string) =>
      sql`insert into driver_order (label) values (${label})`.execute(trx);
    await Promise.all(
      ["A", "B"].map((name) =>
        t.db.transaction().execute(async (trx) => {
          await step(trx, `${name}-start`);
          await pause(20);
          await step(trx, `${name}-end`);
        }),
      ),
    );
    const rows = (await sql<{ label: string }>`select label from driver_order order by id`.execute(t.db))
      .rows;
    expect(rows.map((r) => r.label)).toEqual(["A-start", "A-end", "B-start", "B-end"]);
  });

  it("makes a query outside an open transaction wait for it rather than join it", async () => {
    await sql`delete from driver_order`.execute(t.db);
    const order: string[] = [];
    const transaction = t.db.transaction().execute(async (trx) => {
      await sql`insert into driver_order (label) values ('inside')`.execute(trx);
      await pause(30);
      order.push("commit");
    });
    await pause(5);
    const outside = sql<{ n: number }>`select count(*)::int as n from driver_order`
      .execute(t.db)
      .then((r) => {
        order.push("outside");
        return r.rows[0]?.n;
      });
    expect(await outside).toBe(1);
    await transaction;
    expect(order).toEqual(["commit", "outside"]);
  });
});
