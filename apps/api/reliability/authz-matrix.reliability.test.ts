import { beforeAll, describe, expect, it } from "vitest";
import { signIn, useTestServer } from "../test/testing";
import { is2xx, restCall, trpcCall } from "./helpers/inject";
import {
  createActor,
  createFixtures,
  fillUrl,
  ownerSnapshot,
  procedureSpecs,
  restKey,
  restRows,
  restSpecs,
  routerProcedures,
  type Access,
  type Actor,
  type Fixtures,
} from "./helpers/procedures";
import { databaseLabel, report } from "./helpers/report";

/**
 * What already held must keep holding: every procedure of appRouter and every REST row, called as
 * anonymous, the owner, another user, an admin and a super admin. Generated from the router and the
 * route table, so a new procedure is in the matrix without anyone remembering to add it.
 */

type Role = "anonymous" | "other" | "admin" | "superAdmin" | "owner";

interface Cell {
  door: "trpc" | "rest";
  name: string;
  access: Access;
  adminMayRead: boolean;
  /** Admins may act on the owner's record too (answer their bug report). */
  adminMayWrite: boolean;
  isRead: boolean;
  call: (cookie: string | undefined, actor: Actor | null) => Promise<{ statusCode: number; body: string }>;
}

interface Outcome {
  role: Role;
  cell: Cell;
  status: number;
  body: string;
}

const server = useTestServer();
let fx: Fixtures;
const actors = {} as Record<Exclude<Role, "anonymous">, Actor>;

function cells(): Cell[] {
  const list: Cell[] = [];
  for (const { path, type } of routerProcedures()) {
    const spec = procedureSpecs[path];
    if (!spec) continue;
    list.push({
      door: "trpc",
      name: `trpc ${path}`,
      access: spec.access,
      adminMayRead: spec.adminMayRead ?? false,
      adminMayWrite: spec.adminMayWrite ?? false,
      isRead: type === "query",
      call: (cookie, actor) => trpcCall(server.app, path, type, spec.input?.(fx, actor), { cookie }),
    });
  }
  for (const row of restRows()) {
    const spec = restSpecs[restKey(row)];
    if (!spec) continue;
    list.push({
      door: "rest",
      name: `rest ${restKey(row)}`,
      access: spec.access,
      adminMayRead: spec.adminMayRead ?? false,
      adminMayWrite: spec.adminMayWrite ?? false,
      isRead: row.method === "GET",
      call: (cookie, actor) => {
        const search = spec.query ? `?${new URLSearchParams(spec.query).toString()}` : "";
        const url = fillUrl(row.url, spec.params?.(fx, actor)) + search;
        return restCall(server.app, row.method, url, spec.body?.(fx, actor), { cookie });
      },
    });
  }
  return list;
}

const isLogout = (cell: Cell) => /auth\.logout|\/api\/logout/.test(cell.name);

/** Calls every cell as `role`, on a fresh session; sign-outs go last so they end only that session. */
async function runAs(role: Role, all: Cell[]): Promise<Outcome[]> {
  const actor = role === "anonymous" ? null : actors[role];
  const cookie = actor ? await signIn(server.app, actor.email, actor.password) : undefined;
  // The owner's own calls change its records: owner-scoped ones first (while the fixtures exist),
  // then the rest (generating recommendations replaces the pending ones), sign-outs last.
  const rank = (cell: Cell) => (isLogout(cell) ? 2 : role === "owner" && cell.access !== "owner" ? 1 : 0);
  const ordered = [...all].sort((a, b) => rank(a) - rank(b));
  const outcomes: Outcome[] = [];
  for (const cell of ordered) {
    const response = await cell.call(cookie, actor);
    outcomes.push({ role, cell, status: response.statusCode, body: response.body });
  }
  return outcomes;
}

describe(`authorization matrix [${databaseLabel()}]`, () => {
  beforeAll(async () => {
    actors.owner = await createActor(server.db);
    actors.other = await createActor(server.db);
    actors.admin = await createActor(server.db, "admin");
    actors.superAdmin = await createActor(server.db, "super_admin");
    fx = await createFixtures(server.db, actors.owner);
  });

  it("classifies every procedure of appRouter and every REST row explicitly", () => {
    const procedures = routerProcedures().map((p) => p.path);
    const unclassified = procedures.filter((path) => !(path in procedureSpecs));
    expect(
      unclassified,
      `procedures missing from procedureSpecs in reliability/helpers/procedures.ts (classify each as public, signedIn, owner, admin or superAdmin): ${unclassified.join(", ")}`,
    ).toEqual([]);
    const stale = Object.keys(procedureSpecs).filter((path) => !procedures.includes(path));
    expect(stale, `procedureSpecs names procedures the router no longer has: ${stale.join(", ")}`).toEqual(
      [],
    );

    const rows = restRows().map(restKey);
    const unclassifiedRows = rows.filter((key) => !(key in restSpecs));
    expect(
      unclassifiedRows,
      `REST rows missing from restSpecs in reliability/helpers/procedures.ts: ${unclassifiedRows.join(", ")}`,
    ).toEqual([]);
    const staleRows = Object.keys(restSpecs).filter((key) => !rows.includes(key));
    expect(staleRows, `restSpecs names REST rows the table no longer has: ${staleRows.join(", ")}`).toEqual(
      [],
    );
  });

  it("anonymous, users, other users, admins and super admins get exactly what they may", async ({ task }) => {
    const all = cells();
    const before = await ownerSnapshot(server.db, fx.owner.id);
    const outcomes: Outcome[] = [];
    for (const role of ["anonymous", "other", "admin", "superAdmin"] as const)
      outcomes.push(...(await runAs(role, all)));
    const afterOthers = await ownerSnapshot(server.db, fx.owner.id);
    outcomes.push(...(await runAs("owner", all)));

    const problems: string[] = [];
    const flag = (o: Outcome, why: string) =>
      problems.push(`${o.role} ${o.cell.name} -> ${o.status} (${why}): ${o.body.slice(0, 160)}`);
    for (const o of outcomes) {
      const { access } = o.cell;
      if (o.status >= 500) flag(o, "5xx");
      if (/\$argon2/.test(o.body)) flag(o, "a password hash in the answer");
      if (o.role === "anonymous" && access !== "public" && is2xx(o.status)) flag(o, "anonymous got 2xx");
      if (access === "admin" && ["anonymous", "other", "owner"].includes(o.role) && is2xx(o.status))
        flag(o, "non-admin got 2xx on an admin procedure");
      if (access === "superAdmin" && o.role !== "superAdmin" && is2xx(o.status))
        flag(o, "non-super-admin got 2xx on a super-admin procedure");
      if (access === "owner" && o.role !== "owner") {
        const adminRead =
          (o.role === "admin" || o.role === "superAdmin") &&
          o.cell.adminMayRead &&
          (o.cell.isRead || o.cell.adminMayWrite);
        if (!adminRead && o.role !== "anonymous" && o.status !== 403 && o.status !== 404)
          flag(o, "another user's record: expected 403 or 404");
      }
      if (access === "owner" && o.role === "owner" && !is2xx(o.status))
        flag(o, "the owner was refused its own record");
      const mayRead =
        o.role === "owner" || ((o.role === "admin" || o.role === "superAdmin") && o.cell.adminMayRead);
      if (!mayRead && (o.body.includes(fx.marker) || o.body.includes(fx.owner.email)))
        flag(o, "the answer carries the owner's data");
    }
    if (afterOthers !== before)
      problems.push("another user's, an admin's or anonymous calls changed the owner's records");

    const procedures = routerProcedures().length;
    const restPaths = restRows().length;
    report(task, `authorization matrix [${databaseLabel()}]`, {
      procedures,
      restPaths,
      roles: 5,
      calls: outcomes.length,
      problems: problems.length,
      answers5xx: outcomes.filter((o) => o.status >= 500).length,
    });
    expect(problems, problems.join("\n")).toEqual([]);
  });
});
