import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RecentReplies } from "./pglite-replies";
import { preparedStatement } from "./prepared";
import { createTestDb, type TestDb } from "./testing";

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
  await sql`create table kept_notes (id integer primary key, body text not null, tags jsonb not null)`.execute(
    t.db,
  );
  await sql`insert into kept_notes values (1, 'first', '["a"]'), (2, 'second', '["b"]')`.execute(t.db);
});
afterAll(async () => {
  await t.drop();
});

const noteBody = preparedStatement(
  1,
  (_db, id: number) =>
    sql<{ body: string; tags: string[] }>`select body, tags from kept_notes where id = ${id}`,
  { reusedOnEmbedded: true },
);

// A read whose every run differs shows whether a reply was reused or the statement ran again. (Reads
// that depend on anything but their arguments and the rows must not be marked; this one is, to observe.)
const draw = preparedStatement(1, (_db, salt: number) => sql<{ r: number }>`select random() + ${salt} as r`, {
  reusedOnEmbedded: true,
});

describe("the embedded database's reused replies", () => {
  it("answers a repeat of a marked read with the same arguments from its last reply", async () => {
    const [first] = await draw(t.db, 0);
    const [again] = await draw(t.db, 0);
    expect(again?.r).toBe(first?.r);
  });

  it("forgets every reply once a statement that may write has run, whatever it touched", async () => {
    const [before] = await draw(t.db, 0);
    await sql`update kept_notes set body = body where id = 2`.execute(t.db);
    const [after] = await draw(t.db, 0);
    expect(after?.r).not.toBe(before?.r);
  });

  it("never answers with a reply from before a change to the rows it read", async () => {
    expect(await noteBody(t.db, 1)).toEqual([{ body: "first", tags: ["a"] }]);
    await sql`update kept_notes set body = 'edited' where id = 1`.execute(t.db);
    expect(await noteBody(t.db, 1)).toEqual([{ body: "edited", tags: ["a"] }]);
    await sql`delete from kept_notes where id = 1`.execute(t.db);
    expect(await noteBody(t.db, 1)).toEqual([]);
  });

  it("does not keep what a rolled-back transaction saw", async () => {
    await t.db
      .transaction()
      .execute(async (trx) => {
        await sql`update kept_notes set body = 'uncommitted' where id = 2`.execute(trx);
        expect(await noteBody(trx, 2)).toEqual([{ body: "uncommitted", tags: ["b"] }]);
        throw new Error("roll back");
      })
      .catch(() => undefined);
    expect(await noteBody(t.db, 2)).toEqual([{ body: "second", tags: ["b"] }]);
  });

  it("hands each caller rows of its own, so changing one does not change the next", async () => {
    const [first] = await noteBody(t.db, 2);
    first?.tags.push("changed by a caller");
    expect(await noteBody(t.db, 2)).toEqual([{ body: "second", tags: ["b"] }]);
  });

  it("is only for select statements", async () => {
    const marked = preparedStatement(1, (_db, id: number) => sql`delete from kept_notes where id = ${id}`, {
      reusedOnEmbedded: true,
    });
    await expect(marked(t.db, 3)).rejects.toThrow("Only a select statement's reply can be reused.");
  });
});

describe("the memory for replies", () => {
  it("keeps at most its bytes, dropping the oldest first, and skips a reply too large to be worth it", () => {
    const replies = new RecentReplies(64);
    const reply = (size: number) => new Uint8Array(size);
    replies.keep("a", reply(8));
    replies.keep("b", reply(8));
    replies.keep("c", reply(8));
    expect(replies.size).toBe(3);
    for (const key of ["d", "e", "f", "g", "h", "i"]) replies.keep(key, reply(8));
    expect(replies.get("a")).toBeUndefined();
    expect(replies.get("i")?.length).toBe(8);
    expect(replies.size).toBe(8);
    replies.keep("big", reply(9));
    expect(replies.get("big")).toBeUndefined();
    replies.forgetAll();
    expect(replies.size).toBe(0);
  });
});
