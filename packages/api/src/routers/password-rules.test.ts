import { verifyPassword } from "@leadcoach/db";
import { describe, expect, it } from "vitest";
import { PASSWORD_TOO_SHORT_MESSAGE } from "../schemas/domain";
import { PASSWORD_IS_PERSONAL_MESSAGE, PASSWORD_TOO_COMMON_MESSAGE } from "../schemas/password-rules";
import { callerFor, createUser, expectTrpcError, invitationLinkToken, useTestDb } from "../testing";

const t = useTestDb();

let counter = 0;
const unique = (label: string) => `${label}-${++counter}-${Date.now()}@example.test`;
let ipCounter = 0;
const freshIp = () => `10.88.${Math.floor(ipCounter / 250)}.${ipCounter++ % 250}`;
const visitor = () => callerFor(t.db, { clientIp: freshIp() });

const passwordHash = async (userId: number) =>
  (await t.db.selectFrom("users").select("password").where("id", "=", userId).executeTakeFirstOrThrow())
    .password;

/** The newest reset link's token e-mailed to this address. */
async function resetToken(email: string): Promise<string> {
  await (await visitor()).auth.forgotPassword({ email });
  const row = await t.db
    .selectFrom("emailOutbox")
    .select("textBody")
    .where("toAddress", "=", email)
    .where("kind", "=", "password_reset")
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
  const token = /\/reset-password\?token=([A-Za-z0-9_-]{43})/.exec(row.textBody)?.[1];
  if (!token) throw new Error("no reset link");
  return token;
}

async function invited(name: string) {
  const admin = await createUser(t.db, { role: "admin" });
  const email = unique("invited");
  const { userId } = await (
    await callerFor(t.db, { userId: admin.id })
  ).invitations.invite({ name, email, role: "user" });
  return { userId, email, token: await invitationLinkToken(t.db, email) };
}

// Common (ranked in the top 10,000), in a different case; and the person's own e-mail, local part and name.
const refusals = (email: string, name: string) =>
  [
    ["a common password", "Password1", PASSWORD_TOO_COMMON_MESSAGE],
    ["a common password in capitals", "SUNSHINE", PASSWORD_TOO_COMMON_MESSAGE],
    ["the e-mail address", email.toUpperCase(), PASSWORD_IS_PERSONAL_MESSAGE],
    ["the e-mail's local part", email.split("@")[0]!, PASSWORD_IS_PERSONAL_MESSAGE],
    ["the name", name.toLowerCase(), PASSWORD_IS_PERSONAL_MESSAGE],
  ] as const;

describe("auth.signup refuses weak passwords", () => {
  it("refuses common and personal passwords with their own message, and creates nothing", async () => {
    const email = unique("signup");
    for (const [, password, message] of refusals(email, "Avery Quill")) {
      const api = await visitor();
      await expectTrpcError(
        api.auth.signup({ name: "Avery Quill", email, password }),
        "BAD_REQUEST",
        message,
      );
    }
    expect(await t.db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirst()).toBe(
      undefined,
    );
    const api = await visitor();
    await expectTrpcError(
      api.auth.signup({ name: "Avery Quill", email, password: "12345" }),
      "BAD_REQUEST",
      PASSWORD_TOO_SHORT_MESSAGE,
    );
    const { user } = await api.auth.signup({ name: "Avery Quill", email, password: "quill-and-ink-42" });
    expect(user.email).toBe(email);
  });
});

describe("settings.changePassword refuses weak passwords", () => {
  it("keeps the old password when the new one is common or personal", async () => {
    const user = await createUser(t.db, { name: "Rowan Birch" });
    const api = await callerFor(t.db, { userId: user.id });
    const before = await passwordHash(user.id);
    for (const [, newPassword, message] of refusals(user.email, user.name)) {
      await expectTrpcError(
        api.settings.changePassword({ currentPassword: user.password, newPassword }),
        "BAD_REQUEST",
        message,
      );
    }
    await expectTrpcError(
      api.settings.changePassword({ currentPassword: user.password, newPassword: "12345" }),
      "BAD_REQUEST",
      PASSWORD_TOO_SHORT_MESSAGE,
    );
    expect(await passwordHash(user.id)).toBe(before);
    await api.settings.changePassword({ currentPassword: user.password, newPassword: "birch-bark-canoe" });
    expect(await verifyPassword(await passwordHash(user.id), "birch-bark-canoe")).toBe(true);
  });
});

describe("auth.resetPassword refuses weak passwords", () => {
  it("refuses, leaves the link usable, then takes a good password", async () => {
    const user = await createUser(t.db, { name: "Sage Morrow" });
    const token = await resetToken(user.email);
    const before = await passwordHash(user.id);
    for (const [, password, message] of refusals(user.email, user.name)) {
      await expectTrpcError(
        (await visitor()).auth.resetPassword({ token, password }),
        "BAD_REQUEST",
        message,
      );
    }
    await expectTrpcError(
      (await visitor()).auth.resetPassword({ token, password: "12345" }),
      "BAD_REQUEST",
      PASSWORD_TOO_SHORT_MESSAGE,
    );
    expect(await passwordHash(user.id)).toBe(before);
    await (await visitor()).auth.resetPassword({ token, password: "morrow-at-dawn" });
    expect(await verifyPassword(await passwordHash(user.id), "morrow-at-dawn")).toBe(true);
  });
});

describe("invitations.accept refuses weak passwords", () => {
  it("refuses, leaves the invitation pending, then takes a good password", async () => {
    const { userId, email, token } = await invited("Indigo Vale");
    for (const [, password, message] of refusals(email, "Indigo Vale")) {
      await expectTrpcError(
        (await visitor()).invitations.accept({ token, password }),
        "BAD_REQUEST",
        message,
      );
    }
    await expectTrpcError(
      (await visitor()).invitations.accept({ token, password: "12345" }),
      "BAD_REQUEST",
      PASSWORD_TOO_SHORT_MESSAGE,
    );
    const row = await t.db
      .selectFrom("users")
      .select("joinedAt")
      .where("id", "=", userId)
      .executeTakeFirstOrThrow();
    expect(row.joinedAt).toBe(null);
    const { user } = await (await visitor()).invitations.accept({ token, password: "vale-of-indigo" });
    expect(user.id).toBe(userId);
  });
});
