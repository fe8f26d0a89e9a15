import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { useTestDb } from "./use-test-db";

/**
 * What the app relies on from a connection, whichever database is under it: a transaction is not
 * seen from outside until it commits, a rollback leaves the connection usable, and a failed
 * statement inside a transaction does not poison the queries after it.
 */
const t = useTestDb((db) =>
  sql`create table driver_probe (id serial primary key, label text not null)`.execute(db),
);

const labels = async () =>
  (await sql<{ label: string }>`select label from driver_probe order by id`.execute(t.db)).rows.map(
    (r) => r.label,
  );
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the database connection", () => {
  it("never shows a query outside a transaction that transaction's uncommitted rows", async () => {
    await sql`delete from driver_probe`.execute(t.db);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted = () => {};
    const insertDone = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = t.db.transaction().execute(async (trx) => {
      await sql`insert into driver_probe (label) values ('inside')`.execute(trx);
      inserted();
      await held;
    });
    await insertDone;
    if (t.url) {
      // PostgreSQL: the read runs on its own connection while the transaction is held open.
      expect(await labels()).toEqual([]);
      release();
    } else {
      // PGlite: one connection, so the read waits for the commit (released a moment after it asks).
      const outside = labels();
      await pause(20);
      release();
      expect(await outside).toEqual(["inside"]);
    }
    await transaction;
    expect(await labels()).toEqual(["inside"]);
  });

  it("is unharmed by a rollback: the rows are gone and the next query runs", async () => {
    await sql`delete from driver_probe`.execute(t.db);
    await expect(
      t.db.transaction().execute(async (trx) => {
        await sql`insert into driver_probe (label) values ('rolled back')`.execute(trx);
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect(await labels()).toEqual([]);
    await sql`insert into driver_probe (label) values ('after')`.execute(t.db);
    expect(await labels()).toEqual(["after"]);
  });

  it("is unharmed by a statement that fails inside a transaction", async () => {
    await sql`delete from driver_probe`.execute(t.db);
    await expect(
      t.db.transaction().execute(async (trx) => {
        await sql`insert into driver_probe (label) values ('first')`.execute(trx);
        await sql`insert into driver_probe (label) values (null)`.execute(trx);
      }),
    ).rejects.toThrow();
    // Not "current transaction is aborted": the connection left the failed transaction behind.
    expect(await labels()).toEqual([]);
  });

  it("runs many concurrent transactions and plain queries to completion, each all or nothing", async () => {
    await sql`delete from driver_probe`.execute(t.db);
    const work = Array.from({ length: 20 }, (_, i) =>
      i % 4 === 3
        ? t.db
            .transaction()
            .execute(async (trx) => {
              await sql`insert into driver_probe (label) values (${`doomed-${i}`})`.execute(trx);
              throw new Error("rollback");
            })
            .catch(() => "rolled back")
        : i % 2 === 0
          ? t.db.transaction().execute(async (trx) => {
              await sql`insert into driver_probe (label) values (${`a-${i}`})`.execute(trx);
              await pause(2);
              await sql`insert into driver_probe (label) values (${`b-${i}`})`.execute(trx);
            })
          : sql`insert into driver_probe (label) values (${`plain-${i}`})`.execute(t.db),
    );
    await Promise.all(work);
    const rows = await labels();
    expect(rows.filter((l) => l.startsWith("doomed"))).toEqual([]);
    for (let i = 0; i < 20; i += 2) expect(rows).toEqual(expect.arrayContaining([`a-${i}`, `b-${i}`]));
    // 10 transactions of two rows, 5 plain inserts, 5 rolled back.
    expect(rows).toHaveLength(25);
  });
});
