import {
  PASSWORD_IS_PERSONAL_MESSAGE,
  PASSWORD_TOO_COMMON_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
} from "@leadcoach/api/schemas";
import { invitationLinkToken } from "@leadcoach/api/testing";
import { describe, expect, it } from "vitest";
import { send, signedInUser, useTestServer } from "./testing";

const server = useTestServer();

let counter = 0;
const unique = (label: string) => `${label}-${++counter}-${Date.now()}@example.test`;
const nextIp = () => `10.66.${Math.floor(counter / 250)}.${++counter % 250}`;

/** The e-mailed reset link's token for this address. */
async function resetToken(email: string): Promise<string> {
  const asked = await send(server.app, "POST", "/api/auth/forgot-password", {
    body: { email },
    remoteAddress: nextIp(),
  });
  expect(asked.statusCode).toBe(200);
  const row = await server.db
    .selectFrom("emailOutbox")
    .select("textBody")
    .where("toAddress", "=", email)
    .where("kind", "=", "password_reset")
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
  const token = /reset-password\?token=([A-Za-z0-9_-]{43})/.exec(row.textBody)?.[1];
  if (!token) throw new Error("no reset link");
  return token;
}

/** The four doors through which a password is set, each answering with its status and message. */
const doors = {
  signup: async (password: string, who: { email: string; name: string }) => {
    const r = await send(server.app, "POST", "/api/auth/signup", {
      body: { name: who.name, email: who.email, password },
      remoteAddress: nextIp(),
    });
    return { status: r.statusCode, message: r.json<{ message?: string }>().message };
  },
  changePassword: async (password: string, who: { cookie: string; password: string }) => {
    const r = await send(server.app, "POST", "/trpc/settings.changePassword", {
      cookie: who.cookie,
      body: JSON.stringify({ currentPassword: who.password, newPassword: password }),
    });
    return { status: r.statusCode, message: r.json<{ error?: { message: string } }>().error?.message };
  },
  reset: async (password: string, who: { token: string }) => {
    const r = await send(server.app, "POST", "/api/auth/reset-password", {
      body: { token: who.token, password },
      remoteAddress: nextIp(),
    });
    return { status: r.statusCode, message: r.json<{ message?: string }>().message };
  },
  accept: async (password: string, who: { token: string }) => {
    const r = await send(server.app, "POST", "/api/invitations/accept", {
      body: { token: who.token, password },
      remoteAddress: nextIp(),
    });
    return { status: r.statusCode, message: r.json<{ message?: string }>().message };
  },
};

const expectRefusals = async (
  attempt: (password: string) => Promise<{ status: number; message: string | undefined }>,
  who: { email: string; name: string },
) => {
  const cases: [string, string][] = [
    ["123456789", PASSWORD_TOO_COMMON_MESSAGE],
    ["Football", PASSWORD_TOO_COMMON_MESSAGE],
    [who.email.toUpperCase(), PASSWORD_IS_PERSONAL_MESSAGE],
    [who.email.split("@")[0]!, PASSWORD_IS_PERSONAL_MESSAGE],
    [who.name.toUpperCase(), PASSWORD_IS_PERSONAL_MESSAGE],
    ["12345", PASSWORD_TOO_SHORT_MESSAGE],
  ];
  for (const [password, message] of cases) {
    expect({ password, ...(await attempt(password)) }).toEqual({ password, status: 400, message });
  }
};

describe("every door that sets a password refuses common and personal ones with 400", () => {
  it("POST /api/auth/signup", async () => {
    const who = { email: unique("signup"), name: "Marlow Keane" };
    await expectRefusals((password) => doors.signup(password, who), who);
    expect((await doors.signup("keane-on-rest-7", who)).status).toBe(201);
  });

  it("settings.changePassword over /trpc", async () => {
    const user = await signedInUser(server, { name: "Tamsin Holt" });
    await expectRefusals((password) => doors.changePassword(password, user), user);
    expect((await doors.changePassword("holt-tamsin-new", user)).status).toBe(200);
  });

  it("POST /api/auth/reset-password, keeping the link usable", async () => {
    const user = await signedInUser(server, { name: "Ellis Ward" });
    const token = await resetToken(user.email);
    await expectRefusals((password) => doors.reset(password, { token }), user);
    expect((await doors.reset("ward-ellis-reset", { token })).status).toBe(200);
  });

  it("POST /api/invitations/accept, keeping the invitation usable", async () => {
    const admin = await signedInUser(server, { role: "admin" });
    const who = { email: unique("invite"), name: "Noor Idris" };
    const invited = await send(server.app, "POST", "/api/admin/invitations", {
      cookie: admin.cookie,
      body: who,
    });
    expect(invited.statusCode).toBe(201);
    const token = await invitationLinkToken(server.db, who.email);
    await expectRefusals((password) => doors.accept(password, { token }), who);
    expect((await doors.accept("idris-noor-joins", { token })).status).toBe(200);
  });
});
