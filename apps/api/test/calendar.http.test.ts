import { createUser } from "@leadcoach/api/testing";
import { describe, expect, it } from "vitest";
import { useTestServer, signIn } from "./testing";

const server = useTestServer();

const MINUTE = 60_000;
const at = (minutesFromNow: number) => new Date(Date.now() + minutesFromNow * MINUTE).toISOString();

async function member() {
  const account = await createUser(server.db);
  const cookie = await signIn(server.app, account.email, account.password);
  return { id: account.id, headers: { cookie, "content-type": "application/json" } };
}

async function trpc(headers: Record<string, string>, path: string, payload: Record<string, unknown>) {
  const response = await server.app.inject({ method: "POST", url: `/trpc/${path}`, headers, payload });
  const body = response.json<{ result?: { data: Record<string, unknown> }; error?: { message: string } }>();
  return { status: response.statusCode, data: body.result?.data, error: body.error?.message };
}

describe("calendar: join, done, undo and past starts over HTTP", () => {
  it("GET /api/calendar/{userId} carries joinedAt and completedAt; the rules answer 4xx", async () => {
    const { id, headers } = await member();
    const past = { type: "meeting", title: "Design review", startTime: at(-30), endTime: at(30) };

    const refused = await trpc(headers, "calendar.create", past);
    expect(refused).toMatchObject({
      status: 400,
      error: "This activity starts in the past. Schedule it anyway?",
    });
    const created = await trpc(headers, "calendar.create", { ...past, allowPast: true });
    expect(created.status).toBe(200);
    const activityId = created.data?.id as number;

    const later = await trpc(headers, "calendar.create", {
      type: "meeting",
      title: "Next quarter",
      startTime: at(60 * 24 * 7),
      endTime: at(60 * 24 * 7 + 60),
    });
    expect(await trpc(headers, "calendar.join", { id: later.data?.id })).toMatchObject({
      status: 409,
      error: "You can join from 10 minutes before the start.",
    });
    expect(await trpc(headers, "calendar.markDone", { id: later.data?.id })).toMatchObject({
      status: 409,
      error: "You can mark an activity as done once it has started.",
    });

    expect((await trpc(headers, "calendar.join", { id: activityId })).status).toBe(200);
    expect((await trpc(headers, "calendar.markDone", { id: activityId })).status).toBe(200);
    const list = await server.app.inject({ method: "GET", url: `/api/calendar/${id}`, headers });
    expect(list.statusCode).toBe(200);
    const [done] = list.json<Record<string, unknown>[]>();
    expect(done).toMatchObject({
      id: activityId,
      type: "meeting",
      title: "Design review",
      status: "attended",
    });
    expect(typeof done?.joinedAt).toBe("string");
    expect(typeof done?.completedAt).toBe("string");
    expect(done).toHaveProperty("startTime");
    expect(done).toHaveProperty("endTime");
    expect(done).toHaveProperty("relatedId", null);

    const undone = await trpc(headers, "calendar.undoDone", { id: activityId });
    expect(undone.data).toMatchObject({ status: "attended", completedAt: null });
  });

  it("an empty schedule exports a valid calendar with a count of 0", async () => {
    const { headers } = await member();
    const response = await server.app.inject({ method: "GET", url: "/trpc/calendar.exportIcs", headers });
    expect(response.statusCode).toBe(200);
    const file = response.json<{ result: { data: { count: number; content: string } } }>().result.data;
    expect(file.count).toBe(0);
    expect(file.content).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*END:VCALENDAR\r\n$/);
    expect(file.content).not.toContain("BEGIN:VEVENT");
  });
});
