import { describe, expect, it } from "vitest";
import { MAX_BUG_SCREENSHOT_BYTES, type CreateBugReportInput } from "../schemas/bug-reports";
import { getBugScreenshot } from "../services/bug-reports/bug-reports";
import { deps } from "../context";
import {
  callerFor,
  contextFor,
  createClock,
  createUser,
  dataUrl,
  expectTrpcError,
  testImages,
  useTestDb,
} from "../testing";

const t = useTestDb();

const valid: CreateBugReportInput = {
  title: "Dashboard chart is blank",
  description: "The skills chart shows nothing after I finish an assessment.",
};

async function signedIn(
  role: "user" | "admin" | "super_admin" = "user",
  clock = createClock("2026-11-23T09:00:00Z"),
) {
  const user = await createUser(t.db, { role, name: role === "user" ? "Reporter" : "Ada Admin" });
  return { user, api: await callerFor(t.db, { userId: user.id, clock }), clock };
}

async function notificationsOf(userId: number) {
  return t.db
    .selectFrom("notifications")
    .select(["kind", "title", "message", "actionUrl"])
    .where("userId", "=", userId)
    .orderBy("id")
    .execute();
}

async function screenshotOf(userId: number, id: number) {
  const ctx = await contextFor(t.db, { userId });
  return getBugScreenshot(deps(ctx), ctx.user!, { id });
}

describe("bugReports.create", () => {
  it("stores a report with the defaults: severity medium, category functionality, priority medium, open", async () => {
    const { user, api } = await signedIn();
    const report = await api.bugReports.create({ ...valid, title: "  Dashboard chart is blank  ", url: "" });
    expect(report).toMatchObject({
      userId: user.id,
      userName: "Reporter",
      title: "Dashboard chart is blank",
      description: valid.description,
      severity: "medium",
      category: "functionality",
      priority: "medium",
      status: "open",
      stepsToReproduce: null,
      expectedBehavior: null,
      actualBehavior: null,
      url: null,
      browserInfo: null,
      deviceInfo: null,
      screenshot: null,
      assignedTo: null,
      resolution: null,
      resolvedAt: null,
      createdAt: "2026-11-23T09:00:00.000Z",
      commentCount: 0,
      comments: [],
    });
    const events = await t.db
      .selectFrom("activityEvents")
      .select(["type", "subject", "detail", "occurredAt"])
      .where("userId", "=", user.id)
      .execute();
    expect(events).toEqual([
      {
        type: "bug_reported",
        subject: "Reported a bug",
        detail: { bugReportId: report.id, severity: "medium", category: "functionality" },
        occurredAt: new Date("2026-11-23T09:00:00Z"),
      },
    ]);
  });

  it("keeps every field the form sends", async () => {
    const { api } = await signedIn();
    const fields = {
      severity: "critical",
      category: "performance",
      stepsToReproduce: "1. Open the dashboard",
      expectedBehavior: "A chart",
      actualBehavior: "Nothing",
      url: "https://app.example.test/dashboard?x=1",
      browserInfo: "Firefox 140 (Mozilla/5.0 ...)",
      deviceInfo: "Linux, 1920x1080, en-GB",
    } satisfies Partial<CreateBugReportInput>;
    const report = await api.bugReports.create({ ...valid, ...fields });
    expect(report).toMatchObject(fields);
  });

  it("refuses each invalid field with the spec's words", async () => {
    const { api } = await signedIn();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, title: undefined }, "Title is required"],
      [{ ...valid, title: "   " }, "Title is required"],
      [{ ...valid, title: "x".repeat(201) }, "Title too long"],
      [{ ...valid, description: "too short" }, "Description must be at least 10 characters"],
      [{ ...valid, description: undefined }, "Description must be at least 10 characters"],
      [{ ...valid, url: "not a url" }, "URL must be a valid URL"],
      [{ ...valid, url: "javascript:alert(1)" }, "URL must be a valid URL"],
      [{ ...valid, severity: "urgent" }, "severity"],
      [{ ...valid, category: "billing" }, "category"],
    ];
    for (const [input, message] of cases) {
      await expectTrpcError(api.bugReports.create(input as never), "BAD_REQUEST", message);
    }
    // 200 characters is still a title.
    await expect(api.bugReports.create({ ...valid, title: "x".repeat(200) })).resolves.toMatchObject({
      title: "x".repeat(200),
    });
  });

  it("refuses anonymous callers", async () => {
    const api = await callerFor(t.db);
    await expectTrpcError(api.bugReports.create(valid), "UNAUTHORIZED");
  });
});

describe("screenshots", () => {
  it("accepts PNG, JPEG and WebP by their bytes and gives them back byte for byte", async () => {
    const { user, api } = await signedIn();
    for (const [kind, type] of [
      ["png", "image/png"],
      ["jpeg", "image/jpeg"],
      ["webp", "image/webp"],
    ] as const) {
      const bytes = testImages[kind](5_000);
      // The declared type does not matter; a bare base64 text works too.
      const screenshot =
        kind === "webp" ? bytes.toString("base64") : dataUrl(bytes, "application/octet-stream");
      const report = await api.bugReports.create({ ...valid, screenshot });
      expect(report.screenshot).toBe(`/api/bug-reports/${report.id}/screenshot`);
      const stored = await screenshotOf(user.id, report.id);
      expect(stored.contentType).toBe(type);
      expect(stored.size).toBe(5_000);
      expect(Buffer.from(stored.bytes).equals(bytes)).toBe(true);
    }
  });

  it("refuses a renamed executable, whatever type it claims", async () => {
    const { api } = await signedIn();
    for (const screenshot of [dataUrl(testImages.exe(), "image/png"), testImages.exe().toString("base64")]) {
      await expectTrpcError(
        api.bugReports.create({ ...valid, screenshot }),
        "BAD_REQUEST",
        "Screenshot must be a PNG, JPEG or WebP image",
      );
    }
    await expectTrpcError(
      api.bugReports.create({ ...valid, screenshot: "data:image/png;base64,@@@" }),
      "BAD_REQUEST",
      "Screenshot must be a PNG, JPEG or WebP image",
    );
  });

  it("takes exactly 5 MB and refuses one byte more", { timeout: 90_000 }, async () => {
    const { api } = await signedIn();
    const largest = await api.bugReports.create({
      ...valid,
      screenshot: dataUrl(testImages.png(MAX_BUG_SCREENSHOT_BYTES)),
    });
    expect(largest.screenshot).not.toBeNull();
    await expectTrpcError(
      api.bugReports.create({ ...valid, screenshot: dataUrl(testImages.png(MAX_BUG_SCREENSHOT_BYTES + 1)) }),
      "BAD_REQUEST",
      "Screenshot must be at most 5 MB",
    );
  });

  it("serves a screenshot to its reporter and admins only", async () => {
    const owner = await signedIn();
    const admin = await signedIn("admin");
    const other = await signedIn();
    const report = await owner.api.bugReports.create({ ...valid, screenshot: dataUrl(testImages.jpeg()) });
    await expect(screenshotOf(admin.user.id, report.id)).resolves.toMatchObject({
      contentType: "image/jpeg",
    });
    await expect(screenshotOf(other.user.id, report.id)).rejects.toMatchObject({ code: "NOT_FOUND" });
    const bare = await owner.api.bugReports.create(valid);
    await expect(screenshotOf(owner.user.id, bare.id)).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("reading reports and comments", () => {
  it("never shows an internal comment to the reporter, and labels admin answers", async () => {
    const owner = await signedIn();
    const admin = await signedIn("admin");
    const report = await owner.api.bugReports.create(valid);
    await admin.api.bugReports.addComment({ id: report.id, comment: "Secret triage note", isInternal: true });
    await admin.api.bugReports.addComment({ id: report.id, comment: "We are looking into it." });
    // The owner's own isInternal is ignored.
    const answered = await owner.api.bugReports.addComment({
      id: report.id,
      comment: "Thanks, it happens daily.",
      isInternal: true,
    });

    for (const seen of [
      answered,
      await owner.api.bugReports.byId({ id: report.id }),
      (await owner.api.bugReports.myReports()).find((r) => r.id === report.id)!,
    ]) {
      expect(seen.comments.map((c) => [c.comment, c.isInternal, c.isAdminResponse])).toEqual([
        ["We are looking into it.", false, true],
        ["Thanks, it happens daily.", false, false],
      ]);
      expect(seen.commentCount).toBe(2);
      expect(JSON.stringify(seen)).not.toContain("Secret triage note");
    }

    const adminView = await admin.api.bugReports.byId({ id: report.id });
    expect(adminView.comments.map((c) => [c.comment, c.isInternal])).toEqual([
      ["Secret triage note", true],
      ["We are looking into it.", false],
      ["Thanks, it happens daily.", false],
    ]);
    const listed = await admin.api.bugReports.list({});
    expect(listed.reports.find((r) => r.id === report.id)?.commentCount).toBe(3);

    // One notification, for the public answer; none of them mentions the internal note.
    const notes = await notificationsOf(owner.user.id);
    expect(notes).toEqual([
      {
        kind: "bug_answered",
        title: "New answer to your bug report",
        message: 'An admin answered your bug report "Dashboard chart is blank".',
        actionUrl: "/my-bug-reports",
      },
    ]);
    expect(JSON.stringify(notes)).not.toContain("Secret");
  });

  it("shows the caller only their own reports; another user gets 404", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const report = await owner.api.bugReports.create(valid);
    expect((await owner.api.bugReports.myReports()).map((r) => r.id)).toEqual([report.id]);
    expect(await other.api.bugReports.myReports()).toEqual([]);
    await expectTrpcError(other.api.bugReports.byId({ id: report.id }), "NOT_FOUND", "Bug report not found");
    await expectTrpcError(
      other.api.bugReports.addComment({ id: report.id, comment: "Me too" }),
      "NOT_FOUND",
      "Bug report not found",
    );
    await expectTrpcError(owner.api.bugReports.byId({ id: 999_999 }), "NOT_FOUND");
  });

  it("requires a comment", async () => {
    const owner = await signedIn();
    const report = await owner.api.bugReports.create(valid);
    for (const comment of ["", "   ", undefined]) {
      await expectTrpcError(
        owner.api.bugReports.addComment({ id: report.id, comment } as never),
        "BAD_REQUEST",
        "Comment is required",
      );
    }
  });
});

describe("admin: status, resolve, close", () => {
  it("changes status and priority, tells the reporter, and keeps resolvedAt in step", async () => {
    const owner = await signedIn();
    const admin = await signedIn("admin");
    const report = await owner.api.bugReports.create(valid);

    admin.clock.set("2026-11-24T10:00:00Z");
    const working = await admin.api.bugReports.update({
      id: report.id,
      status: "in_progress",
      priority: "high",
      assignedTo: admin.user.id,
    });
    expect(working).toMatchObject({
      status: "in_progress",
      priority: "high",
      assignedTo: admin.user.id,
      resolvedAt: null,
    });
    await expectTrpcError(
      admin.api.bugReports.update({ id: report.id, assignedTo: owner.user.id }),
      "BAD_REQUEST",
      "A bug report can only be assigned to an admin",
    );

    admin.clock.set("2026-11-25T10:00:00Z");
    const resolved = await admin.api.bugReports.resolve({ id: report.id, resolution: "  Fixed in 1.2  " });
    expect(resolved).toMatchObject({
      status: "resolved",
      resolution: "Fixed in 1.2",
      resolvedAt: "2026-11-25T10:00:00.000Z",
    });
    await expectTrpcError(
      admin.api.bugReports.resolve({ id: report.id, resolution: " " }),
      "BAD_REQUEST",
      "Resolution is required",
    );

    const reopened = await admin.api.bugReports.update({ id: report.id, status: "open" });
    expect(reopened).toMatchObject({ status: "open", resolvedAt: null, resolution: "Fixed in 1.2" });
    const closed = await admin.api.bugReports.update({ id: report.id, status: "closed" });
    expect(closed.status).toBe("closed");
    expect(closed.resolvedAt).not.toBeNull();
    // Setting the same status again tells nobody.
    await admin.api.bugReports.update({ id: report.id, status: "closed" });

    expect((await notificationsOf(owner.user.id)).map((n) => [n.kind, n.message])).toEqual([
      ["bug_status_changed", 'Your bug report "Dashboard chart is blank" is now In Progress.'],
      ["bug_status_changed", 'Your bug report "Dashboard chart is blank" is now Resolved.'],
      ["bug_status_changed", 'Your bug report "Dashboard chart is blank" is now Open.'],
      ["bug_status_changed", 'Your bug report "Dashboard chart is blank" is now Closed.'],
    ]);
  });

  it("refuses the reporter's comment once closed, but not an admin's", async () => {
    const owner = await signedIn();
    const admin = await signedIn("admin");
    const report = await owner.api.bugReports.create(valid);
    await admin.api.bugReports.update({ id: report.id, status: "closed" });
    await expectTrpcError(
      owner.api.bugReports.addComment({ id: report.id, comment: "Still broken" }),
      "CONFLICT",
      "Users may comment only on their own reports, and only while not closed",
    );
    const after = await admin.api.bugReports.addComment({ id: report.id, comment: "Closing as duplicate." });
    expect(after.comments.map((c) => c.comment)).toEqual(["Closing as duplicate."]);
  });

  it("keeps the admin procedures for admins", async () => {
    const owner = await signedIn();
    const report = await owner.api.bugReports.create(valid);
    await expectTrpcError(owner.api.bugReports.list({}), "FORBIDDEN");
    await expectTrpcError(owner.api.bugReports.summary(), "FORBIDDEN");
    await expectTrpcError(owner.api.bugReports.exportCsv({}), "FORBIDDEN");
    await expectTrpcError(owner.api.bugReports.update({ id: report.id, status: "closed" }), "FORBIDDEN");
    await expectTrpcError(owner.api.bugReports.resolve({ id: report.id, resolution: "Done" }), "FORBIDDEN");
    const superAdmin = await signedIn("super_admin");
    await expect(superAdmin.api.bugReports.byId({ id: report.id })).resolves.toMatchObject({ id: report.id });
    await expectTrpcError(superAdmin.api.bugReports.update({ id: 999_999, status: "open" }), "NOT_FOUND");
  });
});

describe("admin list and summary", () => {
  it("counts total, open (with in progress), resolved and critical, and filters and pages the list", async () => {
    const admin = await signedIn("admin");
    const before = await admin.api.bugReports.summary();
    const owner = await signedIn();
    const a = await owner.api.bugReports.create({ ...valid, severity: "critical" });
    const b = await owner.api.bugReports.create({ ...valid, severity: "critical" });
    const c = await owner.api.bugReports.create(valid);
    const d = await owner.api.bugReports.create(valid);
    await admin.api.bugReports.update({ id: b.id, status: "in_progress" });
    await admin.api.bugReports.resolve({ id: c.id, resolution: "Fixed" });
    await admin.api.bugReports.update({ id: d.id, status: "closed" });

    const after = await admin.api.bugReports.summary();
    expect({
      total: after.total - before.total,
      open: after.open - before.open,
      resolved: after.resolved - before.resolved,
      critical: after.critical - before.critical,
    }).toEqual({ total: 4, open: 2, resolved: 1, critical: 2 });

    const resolved = await admin.api.bugReports.list({ status: "resolved" });
    expect(resolved.reports.every((r) => r.status === "resolved")).toBe(true);
    expect(resolved.reports.map((r) => r.id)).toContain(c.id);
    const critical = await admin.api.bugReports.list({ severity: "critical", status: "all" });
    expect(critical.reports.map((r) => r.id)).toEqual(expect.arrayContaining([a.id, b.id]));

    const firstPage = await admin.api.bugReports.list({ limit: 2 });
    expect(firstPage.reports).toHaveLength(2);
    expect(firstPage.total).toBe(after.total);
    expect(firstPage.reports[0]?.id).toBe(d.id);
    const secondPage = await admin.api.bugReports.list({ limit: 2, offset: 2 });
    expect(secondPage.reports[0]?.id).toBe(b.id);
    await expectTrpcError(admin.api.bugReports.list({ limit: 201 }), "BAD_REQUEST");
    expect((await admin.api.bugReports.list()).limit).toBe(100);
  });

  it("gives each listed report its comments, internal ones included, as an admin reads them", async () => {
    const admin = await signedIn("admin");
    const owner = await signedIn();
    const report = await owner.api.bugReports.create(valid);
    await admin.api.bugReports.addComment({ id: report.id, comment: "Internal note", isInternal: true });
    await owner.api.bugReports.addComment({ id: report.id, comment: "Any news?" });
    const { reports } = await admin.api.bugReports.list({ limit: 1 });
    expect(reports[0]).toMatchObject({
      id: report.id,
      commentCount: 2,
      comments: [
        { comment: "Internal note", isInternal: true, isAdminResponse: true },
        { comment: "Any news?", isInternal: false, userId: owner.user.id },
      ],
    });
  });

  it("exports the filtered reports as CSV, newest first, with the reporter's name and e-mail", async () => {
    const admin = await signedIn("admin");
    const owner = await signedIn();
    const older = await owner.api.bugReports.create({
      ...valid,
      severity: "critical",
      url: "https://x.test/a",
    });
    const newer = await owner.api.bugReports.create({ ...valid, severity: "critical" });
    const file = await admin.api.bugReports.exportCsv({ severity: "critical" });
    expect(file.filename).toMatch(/^bug-reports-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = file.csv.slice(1).split("\r\n");
    expect(lines[0]).toBe(
      "ID,Title,Severity,Category,Status,Created,User,Description,User Email,URL,Steps to Reproduce,Expected Behaviour,Actual Behaviour",
    );
    const ids = lines.slice(1).map((line) => line.split(",")[0]);
    expect(ids.indexOf(String(newer.id))).toBeLessThan(ids.indexOf(String(older.id)));
    const olderLine = lines.find((line) => line.startsWith(`${older.id},`));
    expect(olderLine).toContain(`,${owner.user.name},`);
    expect(olderLine).toContain(`,${owner.user.email},https://x.test/a,,,`);
    expect(file.rows).toBe(lines.length - 2);
    expect(file.total).toBe(file.rows);
    const none = await admin.api.bugReports.exportCsv({ status: "closed", severity: "critical" });
    expect(none.csv.startsWith("\uFEFFID,")).toBe(true);
  });
});
