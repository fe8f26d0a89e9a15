import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createUser } from "@leadcoach/api/testing";
import { createClient, LeadCoachClientError, type LeadCoachClient } from "@leadcoach/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestServer, signIn, send } from "./testing";

/**
 * @leadcoach/client against a real server listening on a port: the client's calls and errors, and
 * its two example scripts run as child processes (tsx), checked by their output and by the database.
 */
let base: string;
let dir: string;
/** The /trpc requests the server received, as method and URL, to see batching. */
const trpcRequests: string[] = [];

const examples = fileURLToPath(new URL("../../../packages/client/examples/", import.meta.url));
const tsxCli = createRequire(import.meta.url).resolve("tsx/cli");

const server = useTestServer();
beforeAll(async () => {
  server.app.addHook("onRequest", async (request) => {
    if (request.url.startsWith("/trpc/")) trpcRequests.push(`${request.method} ${request.url}`);
  });
  base = await server.app.listen({ port: 0, host: "127.0.0.1" });
  dir = await mkdtemp(join(tmpdir(), "leadcoach-client-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Creates an access token through the app with a session cookie, as Settings does; answers its secret. */
async function createToken(cookie: string, scope: "read" | "write"): Promise<string> {
  const response = await send(server.app, "POST", "/trpc/accessTokens.create", {
    cookie,
    body: { name: `scripts (${scope})`, expiresInDays: 30, scope },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ result: { data: { token: string } } }>().result.data.token;
}

/** A new member, signed in with a cookie, holding a token of the given scope and a client using it. */
async function memberWithToken(scope: "read" | "write" = "write") {
  const account = await createUser(server.db);
  const cookie = await signIn(server.app, account.email, account.password);
  const token = await createToken(cookie, scope);
  return { id: account.id, cookie, token, client: createClient({ url: base, token }) };
}

async function failure(promise: Promise<unknown>): Promise<LeadCoachClientError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(LeadCoachClientError);
  return error as LeadCoachClientError;
}

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs an example script with tsx in a child process, as a developer would. */
function runExample(script: string, args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [tsxCli, join(examples, script), ...args],
      { cwd: join(examples, ".."), timeout: 60_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === "number" ? error.code : -1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

async function tokenFile(token: string): Promise<string> {
  const path = join(dir, `token-${Math.random().toString(36).slice(2)}`);
  // As `echo $TOKEN > file` writes it: with a line break.
  await writeFile(path, `${token}\n`, { mode: 0o600 });
  return path;
}

const HOUR = 3_600_000;
/** Each script run starts tsx in a new process: seconds each on a busy machine. */
const SCRIPT_TEST_TIMEOUT = 180_000;
/** An instant on a whole minute, so iCalendar's second precision keeps it exactly. */
const wholeMinute = (ms: number) => new Date(Math.floor(ms / 60_000) * 60_000);
const icsTime = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

describe("the typed client against a real server", () => {
  it("calls procedures with a token, and calls made together travel in one request", async () => {
    const { id, client } = await memberWithToken();
    const created = await client.goals.create.mutate({
      title: "Delegate the release",
      milestones: ["Pick an owner"],
    });
    expect(created).toMatchObject({ title: "Delegate the release", status: "active", priority: "medium" });

    trpcRequests.length = 0;
    const [me, goals, schedule] = await Promise.all([
      client.auth.me.query(),
      client.goals.list.query({ userId: id }),
      client.calendar.list.query({ userId: id }),
    ]);
    expect(me.id).toBe(id);
    expect(goals.map((g) => g.title)).toEqual(["Delegate the release"]);
    expect(schedule).toEqual([]);
    expect(trpcRequests).toHaveLength(1);
    expect(trpcRequests[0]).toMatch(/^GET \/trpc\/auth\.me,goals\.list,calendar\.list\?batch=1&/);
  });

  it("rejects with the HTTP status and the server's sentence, each call of a batch its own", async () => {
    const { id, client } = await memberWithToken();
    const other = await createUser(server.db);

    trpcRequests.length = 0;
    const [mine, theirs, missing] = await Promise.allSettled([
      client.goals.list.query({ userId: id }),
      client.goals.list.query({ userId: other.id }),
      client.calendar.markDone.mutate({ id: 2_000_000 }),
    ]);
    expect(mine.status).toBe("fulfilled");
    expect(theirs.status === "rejected" && theirs.reason).toMatchObject({
      status: 403,
      code: "FORBIDDEN",
      path: "goals.list",
      message: "You can only view your own records.",
    });
    expect(missing.status === "rejected" && missing.reason).toMatchObject({
      status: 404,
      code: "NOT_FOUND",
      path: "calendar.markDone",
      message: "Activity not found",
    });
    // Two reads in one GET, the change in one POST.
    expect(trpcRequests).toHaveLength(2);

    const invalid = await failure(client.goals.create.mutate({ title: "  " }));
    expect(invalid).toMatchObject({ status: 400, code: "BAD_REQUEST" });
    expect(invalid.message).toContain("Goal title is required");
  });

  it("a read-only token reads but cannot change; a wrong token is told to sign in", async () => {
    const { id, client } = await memberWithToken("read");
    expect(await client.goals.list.query({ userId: id })).toEqual([]);
    const refused = await failure(client.goals.create.mutate({ title: "Not allowed" }));
    expect(refused).toMatchObject({
      status: 403,
      message: "This access token is read-only. Create a token with read and write access to make changes.",
    });
    expect(await server.db.selectFrom("goals").where("userId", "=", id).select("id").execute()).toEqual([]);

    const wrong = await failure(
      createClient({ url: base, token: "lc_pat_not-a-real-token" }).auth.me.query(),
    );
    expect(wrong.status).toBe(401);
    expect(wrong.message.length).toBeGreaterThan(0);
  });
});

describe("example: export goals and milestones as CSV", () => {
  async function seedGoals(client: LeadCoachClient) {
    // Created one after another: the list's order then follows the target dates.
    const first = await client.goals.create.mutate({
      title: 'Run "no-meeting" Fridays, for focus',
      description: "Team-wide",
      targetDate: "2027-01-31",
      priority: "high",
      milestones: ["Agree with the team, in writing", "=Tell other teams\nand partners"],
    });
    await client.goals.update.mutate({
      goalId: first.id,
      milestones: [
        { description: "Agree with the team, in writing", completed: true },
        { description: "=Tell other teams\nand partners", completed: false },
      ],
    });
    await client.goals.create.mutate({ title: "Mentor a new lead", targetDate: "2027-06-30" });
  }

  it(
    "writes one RFC 4180 row per milestone to stdout, and to --out with a byte-order mark",
    async () => {
      const writer = await memberWithToken();
      await seedGoals(writer.client);
      // A read-only token is enough to export.
      const path = await tokenFile(await createToken(writer.cookie, "read"));
      const run = await runExample("export-goals.ts", ["--url", base, "--token-file", path]);
      expect(run.stderr).toBe("");
      expect(run.code).toBe(0);

      const [first, second] = await server.db
        .selectFrom("goals")
        .where("userId", "=", writer.id)
        .select(["id", "title"])
        .orderBy("id")
        .execute();
      const done = (await writer.client.goals.list.query({ userId: writer.id })).find(
        (g) => g.id === first?.id,
      )?.milestones[0]?.completedAt;
      expect(typeof done).toBe("string");
      expect(run.stdout).toBe(
        [
          "Goal ID,Goal,Status,Priority,Target date,Progress %,Skill,Milestone #,Milestone,Milestone done,Milestone done at",
          `${first?.id},"Run ""no-meeting"" Fridays, for focus",active,high,2027-01-31,50,,1,"Agree with the team, in writing",yes,${done}`,
          `${first?.id},"Run ""no-meeting"" Fridays, for focus",active,high,2027-01-31,50,,2,"'=Tell other teams\nand partners",no,`,
          `${second?.id},Mentor a new lead,active,medium,2027-06-30,0,,,,,`,
          "",
        ].join("\r\n"),
      );

      const out = join(dir, "goals.csv");
      const toFile = await runExample("export-goals.ts", [
        "--url",
        base,
        "--token",
        writer.token,
        "--out",
        out,
      ]);
      expect(toFile).toMatchObject({ code: 0, stdout: "", stderr: `Wrote 2 goal(s) to ${out}\n` });
      expect(await readFile(out, "utf8")).toBe(`\uFEFF${run.stdout}`);
      // Exporting changes nothing.
      expect(
        await server.db.selectFrom("goals").where("userId", "=", writer.id).select("id").execute(),
      ).toHaveLength(2);

      // Another member's export holds only the header: goals are the caller's own.
      const other = await memberWithToken("read");
      const empty = await runExample("export-goals.ts", ["--url", base, "--token", other.token]);
      expect(empty).toMatchObject({ code: 0, stdout: run.stdout.split("\r\n")[0] + "\r\n" });
    },
    SCRIPT_TEST_TIMEOUT,
  );

  it(
    "fails readably: a usage mistake (exit 2), a wrong token (exit 1, HTTP 401), no server (exit 1)",
    async () => {
      const usage = await runExample("export-goals.ts", ["--url", base]);
      expect(usage.code).toBe(2);
      expect(usage.stderr).toMatch(
        /^--token or --token-file is required\n\nUsage: tsx examples\/export-goals\.ts/,
      );

      const wrong = await runExample("export-goals.ts", ["--url", base, "--token", "lc_pat_wrong"]);
      expect(wrong.code).toBe(1);
      expect(wrong.stdout).toBe("");
      expect(wrong.stderr).toMatch(/^auth\.me failed \(HTTP 401\): .+\n$/);

      // A port nothing listens on: taken, then given back.
      const probe = createServer();
      await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
      const closed = `http://127.0.0.1:${(probe.address() as AddressInfo).port}`;
      await new Promise((resolve) => probe.close(resolve));
      const down = await runExample("export-goals.ts", ["--url", closed, "--token", "lc_pat_x"]);
      expect(down.code).toBe(1);
      expect(down.stderr).toBe(
        `auth.me failed: Could not reach LeadCoach at ${closed} (ECONNREFUSED). Check the URL and that the server is running.\n`,
      );
    },
    SCRIPT_TEST_TIMEOUT,
  );
});

describe("example: record practice activities from a calendar", () => {
  it(
    "creates an activity per event, marks the past ones done, and adds nothing on a second run",
    async () => {
      const { id, token } = await memberWithToken();
      const now = Date.now();
      const pastStart = wholeMinute(now - 3 * HOUR);
      const pastEnd = new Date(pastStart.getTime() + HOUR);
      const nextStart = wholeMinute(now + 24 * HOUR);
      const nextEnd = new Date(nextStart.getTime() + 30 * 60_000);
      const ics = join(dir, "week.ics");
      await writeFile(
        ics,
        [
          "BEGIN:VCALENDAR",
          "VERSION:2.0",
          "PRODID:-//Test//EN",
          "BEGIN:VEVENT",
          "UID:past-1",
          "SUMMARY:Practice: give feedback\\, SBI",
          "DESCRIPTION:With Sam\\nfollow-up next week",
          `DTSTART:${icsTime(pastStart)}`,
          `DTEND:${icsTime(pastEnd)}`,
          "END:VEVENT",
          "BEGIN:VEVENT",
          "UID:next-1",
          "SUMMARY:1:1 with Alex",
          `DTSTART:${icsTime(nextStart)}`,
          "DURATION:PT30M",
          "URL:https://meet.example.com/alex",
          "END:VEVENT",
          // The same event again (exported twice): recorded once.
          "BEGIN:VEVENT",
          "SUMMARY:1:1 with Alex",
          `DTSTART:${icsTime(nextStart)}`,
          `DTEND:${icsTime(nextEnd)}`,
          "END:VEVENT",
          "BEGIN:VEVENT",
          "UID:holiday",
          "SUMMARY:Holiday",
          "DTSTART;VALUE=DATE:20270101",
          "END:VEVENT",
          "END:VCALENDAR",
          "",
        ].join("\r\n"),
      );
      const args = ["--url", base, "--token-file", await tokenFile(token), "--ics", ics];

      const first = await runExample("record-practice.ts", [...args, "--mark-done"]);
      expect(first.stderr).toBe("");
      expect(first.code).toBe(0);
      const at = (d: Date) => d.toISOString().replace(":00.000Z", "Z");
      expect(first.stdout).toBe(
        [
          `Recorded: Practice: give feedback, SBI (${at(pastStart)})`,
          `Recorded: 1:1 with Alex (${at(nextStart)})`,
          `Marked done: Practice: give feedback, SBI (${at(pastStart)})`,
          "Skipped: Holiday: it is an all-day event; an activity needs a start and end time",
          "Skipped: 1:1 with Alex: it is in the file twice",
          "2 recorded, 1 marked done, 2 skipped, 0 failed",
          "",
        ].join("\n"),
      );

      const rows = await server.db
        .selectFrom("calendarEvents")
        .where("userId", "=", id)
        .select([
          "type",
          "title",
          "description",
          "startTime",
          "endTime",
          "meetingUrl",
          "status",
          "completedAt",
        ])
        .orderBy("startTime")
        .execute();
      expect(rows).toMatchObject([
        {
          type: "skill_practice",
          title: "Practice: give feedback, SBI",
          description: "With Sam\nfollow-up next week",
          startTime: pastStart,
          endTime: pastEnd,
          meetingUrl: null,
          status: "attended",
        },
        {
          type: "skill_practice",
          title: "1:1 with Alex",
          description: null,
          startTime: nextStart,
          endTime: nextEnd,
          meetingUrl: "https://meet.example.com/alex",
          status: "scheduled",
          completedAt: null,
        },
      ]);
      expect(rows[0]?.completedAt).toBeInstanceOf(Date);

      const again = await runExample("record-practice.ts", [...args, "--mark-done"]);
      expect(again.code).toBe(0);
      expect(again.stdout).toBe(
        [
          "Skipped: Holiday: it is an all-day event; an activity needs a start and end time",
          "Skipped: Practice: give feedback, SBI: it is already on your schedule",
          "Skipped: 1:1 with Alex: it is already on your schedule",
          "Skipped: 1:1 with Alex: it is already on your schedule",
          "0 recorded, 0 marked done, 4 skipped, 0 failed",
          "",
        ].join("\n"),
      );
      expect(
        await server.db.selectFrom("calendarEvents").where("userId", "=", id).select("id").execute(),
      ).toHaveLength(2);
    },
    SCRIPT_TEST_TIMEOUT,
  );

  it(
    "reports each refused event and exits 1 with a read-only token; --dry-run changes nothing",
    async () => {
      const { id, token } = await memberWithToken("read");
      const start = wholeMinute(Date.now() + 48 * HOUR);
      const ics = join(dir, "one.ics");
      await writeFile(
        ics,
        `BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nSUMMARY:Coaching\r\nDTSTART:${icsTime(start)}\r\nDURATION:PT1H\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`,
      );
      const args = ["--url", base, "--token", token, "--ics", ics];
      const at = start.toISOString().replace(":00.000Z", "Z");

      const dry = await runExample("record-practice.ts", [...args, "--dry-run"]);
      expect(dry).toMatchObject({
        code: 0,
        stdout: `Would record: Coaching (${at})\n1 to record, 0 skipped (dry run: nothing was changed)\n`,
      });

      const refused = await runExample("record-practice.ts", args);
      expect(refused.code).toBe(1);
      expect(refused.stdout).toBe(
        `Failed: Coaching (${at}): This access token is read-only. Create a token with read and write access to make changes.\n` +
          "0 recorded, 0 marked done, 0 skipped, 1 failed\n",
      );
      expect(
        await server.db.selectFrom("calendarEvents").where("userId", "=", id).select("id").execute(),
      ).toEqual([]);

      const badType = await runExample("record-practice.ts", [...args, "--type", "lesson"]);
      expect(badType.code).toBe(2);
      expect(badType.stderr).toMatch(/^--type must be one of skill_practice, meeting, other\n/);
    },
    SCRIPT_TEST_TIMEOUT,
  );
});
