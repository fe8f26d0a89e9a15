import { describe, expect, it } from "vitest";
import { UNKNOWN_TIME_ZONE } from "../schemas/time-zone";
import { callerFor, expectTrpcError, userWithCaller, useTestDb } from "../testing";

const t = useTestDb();

const storedZone = async (userId: number) =>
  (await t.db.selectFrom("users").select("timeZone").where("id", "=", userId).executeTakeFirstOrThrow())
    .timeZone;

describe("a person's time zone", () => {
  it("is taken from the browser at sign-up and returned by auth.me", async () => {
    const api = await callerFor(t.db);
    const email = `${Math.random().toString(36).slice(2)}@example.test`;
    const { user } = await api.auth.signup({
      name: "Zoned",
      email,
      password: "s3cret-one",
      timeZone: "Europe/Berlin",
    });
    expect(user.timeZone).toBe("Europe/Berlin");
    const { api: other, user: unzoned } = await userWithCaller(t.db);
    expect((await other.auth.me()).timeZone).toBeNull();
    expect(await storedZone(unzoned.id)).toBeNull();
  });

  it("refuses a name that is no time zone with a 400 that says what to do", async () => {
    const { api, user } = await userWithCaller(t.db);
    for (const timeZone of ["Mars/Olympus", "+05:00", ""]) {
      await expectTrpcError(api.settings.updateTimeZone({ timeZone }), "BAD_REQUEST");
    }
    await expectTrpcError(
      api.settings.adoptBrowserTimeZone({ timeZone: "Mars/Olympus" }),
      "BAD_REQUEST",
      UNKNOWN_TIME_ZONE,
    );
    const signUp = (await callerFor(t.db)).auth.signup({
      name: "Bad zone",
      email: "bad-zone@example.test",
      password: "s3cret-one",
      timeZone: "Nowhere/Land",
    });
    await expectTrpcError(signUp, "BAD_REQUEST", UNKNOWN_TIME_ZONE);
    expect(await storedZone(user.id)).toBeNull();
  });

  it("accepts an alias a newer browser reports as canonical", async () => {
    const { api } = await userWithCaller(t.db);
    expect(await api.settings.updateTimeZone({ timeZone: "Asia/Kolkata" })).toEqual({
      timeZone: "Asia/Kolkata",
    });
  });

  it("adopts the browser's zone only while none is stored, and settings always change it", async () => {
    const { api, user } = await userWithCaller(t.db);
    expect(await api.settings.adoptBrowserTimeZone({ timeZone: "America/New_York" })).toEqual({
      timeZone: "America/New_York",
    });
    // Another device in another zone does not override it.
    expect(await api.settings.adoptBrowserTimeZone({ timeZone: "Asia/Tokyo" })).toEqual({
      timeZone: "America/New_York",
    });
    expect(await api.settings.updateTimeZone({ timeZone: "Asia/Tokyo" })).toEqual({ timeZone: "Asia/Tokyo" });
    expect(await api.settings.adoptBrowserTimeZone({ timeZone: "UTC" })).toEqual({ timeZone: "Asia/Tokyo" });
    // A caller holds the user it was made with; the next request (a new caller) reads the stored zone.
    expect((await (await callerFor(t.db, { userId: user.id })).auth.me()).timeZone).toBe("Asia/Tokyo");
    expect(await storedZone(user.id)).toBe("Asia/Tokyo");
  });

  it("keeps the first of two browsers adopting at once", async () => {
    const { api, user } = await userWithCaller(t.db);
    const [a, b] = await Promise.all([
      api.settings.adoptBrowserTimeZone({ timeZone: "Europe/Paris" }),
      api.settings.adoptBrowserTimeZone({ timeZone: "Europe/Lisbon" }),
    ]);
    // Both answers name the one zone that was stored.
    expect(a.timeZone).toBe(b.timeZone);
    expect(await storedZone(user.id)).toBe(a.timeZone);
  });

  it("needs a signed-in person", async () => {
    const api = await callerFor(t.db);
    await expectTrpcError(api.settings.updateTimeZone({ timeZone: "UTC" }), "UNAUTHORIZED");
    await expectTrpcError(api.settings.adoptBrowserTimeZone({ timeZone: "UTC" }), "UNAUTHORIZED");
  });
});
