import { describe, expect, it } from "vitest";
import { contextFor, createUser, useTestDb } from "./testing";
import {
  adminProcedure,
  createCallerFactory,
  protectedProcedure,
  publicProcedure,
  router,
  superAdminProcedure,
} from "./trpc";

/** A router that exercises the procedure ladder itself. */
const ladder = router({
  open: publicProcedure.query(() => "open"),
  member: protectedProcedure.query(({ ctx }) => ctx.user.id),
  admin: adminProcedure.query(() => "admin"),
  owner: superAdminProcedure.query(() => "super"),
});
const createLadderCaller = createCallerFactory(ladder);

const t = useTestDb();

async function callerAs(role: "user" | "admin" | "super_admin" | null) {
  const userId = role ? (await createUser(t.db, { role })).id : null;
  return createLadderCaller(await contextFor(t.db, { userId }));
}

describe("procedure ladder", () => {
  it("anonymous callers reach only public procedures", async () => {
    const api = await callerAs(null);
    expect(await api.open()).toBe("open");
    await expect(api.member()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(api.admin()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(api.owner()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("a user is refused admin and super-admin procedures", async () => {
    const api = await callerAs("user");
    expect(typeof (await api.member())).toBe("number");
    await expect(api.admin()).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(api.owner()).rejects.toMatchObject({ code: "FORBIDDEN" });
  });

  it("an admin reaches admin procedures but not super-admin ones", async () => {
    const api = await callerAs("admin");
    expect(await api.admin()).toBe("admin");
    await expect(api.owner()).rejects.toMatchObject({ code: "FORBIDDEN" });
  });

  it("a super admin reaches everything", async () => {
    const api = await callerAs("super_admin");
    expect(await api.admin()).toBe("admin");
    expect(await api.owner()).toBe("super");
  });

  it("a deactivated account counts as signed out", async () => {
    const { id } = await createUser(t.db);
    await t.db.updateTable("users").set({ isActive: false }).where("id", "=", id).execute();
    const api = createLadderCaller(await contextFor(t.db, { userId: id }));
    await expect(api.member()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});
