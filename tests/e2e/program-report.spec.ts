import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import {
  callTrpc,
  demo,
  enrolInProgram,
  expectAccessible,
  horizontalOverflow,
  parseCsv,
  runTag,
  signedInPage,
  signUpPeople,
} from "./fixtures";

for (const scheme of ["light", "dark"] as const) {
  test(`an admin reads a small program's report and downloads it as CSV and PDF [${scheme}]`, async ({
    browser,
    request,
  }) => {
    const admin = await signedInPage(browser, demo.admin, scheme);
    const tag = runTag(scheme);
    const program = await callTrpc<{ id: number }>(admin, "programs.create", {
      name: `E2E report ${tag}`,
      description: "Four weeks for new tech leads.",
      lengthWeeks: 4,
      isOpen: false,
      steps: [
        { week: 1, kind: "assessment", title: "Take the skills assessment" },
        { week: 4, kind: "assessment", title: "Take it again" },
      ],
    });
    // Two people: too few for any share or growth figure.
    const userIds = await signUpPeople(request, [`Report one ${tag}`, `Report two ${tag}`]);
    await enrolInProgram(admin, program.id, userIds);

    await admin.goto(`/admin/programs/${program.id}`);
    await expect(admin.getByRole("heading", { level: 1, name: `E2E report ${tag}` })).toBeVisible();
    const report = admin.getByRole("region", { name: "Program report" });
    await expect(report).toContainText("Enrolled");
    await expect(report).toContainText("Fewer than 5 people are enrolled");
    await expect(report).not.toContainText("Completion by week");
    await expect(report).not.toContainText(`Report one ${tag}`);
    await expectAccessible(admin);

    const csvDownload = admin.waitForEvent("download");
    await report.getByRole("button", { name: "Download CSV" }).click();
    const csv = await csvDownload;
    expect(csv.suggestedFilename()).toMatch(
      new RegExp(`^program-${program.id}-report-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
    );
    const rows = parseCsv((await readFile(await csv.path(), "utf8")).replace(/^\uFEFF/, ""));
    expect(rows[0]).toEqual([
      "Section",
      "Label",
      "Value",
      "95% CI",
      "Effect size (d_z)",
      "Improved beyond noise (%)",
      "People",
    ]);
    expect(rows).toContainEqual(["Figure", "Enrolled", "2", "", "", "", ""]);

    const pdfDownload = admin.waitForEvent("download");
    await report.getByRole("button", { name: "Download PDF" }).click();
    const pdf = await pdfDownload;
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
    expect((await readFile(await pdf.path())).subarray(0, 5).toString()).toBe("%PDF-");

    // A phone: the section fits the screen's width.
    await admin.setViewportSize({ width: 375, height: 740 });
    await expect(report).toBeVisible();
    expect(await horizontalOverflow(admin)).toBeLessThanOrEqual(0);
    await admin.context().close();
  });
}

for (const scheme of ["light", "dark"] as const) {
  test(`an admin reads the completion chart and each measure's growth of a cohort of five [${scheme}]`, async ({
    browser,
    request,
  }) => {
    const admin = await signedInPage(browser, demo.admin, scheme);
    const tag = runTag(scheme);
    const program = await callTrpc<{ id: number }>(admin, "programs.create", {
      name: `E2E cohort report ${tag}`,
      lengthWeeks: 4,
      isOpen: false,
      steps: [{ week: 1, kind: "assessment", title: "Take the skills assessment" }],
    });
    const userIds = await signUpPeople(
      request,
      [1, 2, 3, 4, 5].map((i) => `Cohort ${i} ${tag}`),
    );
    await enrolInProgram(admin, program.id, userIds);

    await admin.goto(`/admin/programs/${program.id}`);
    const report = admin.getByRole("region", { name: "Program report" });
    await expect(report.getByRole("heading", { name: "Completion by week" })).toBeVisible();
    await expect(report.getByRole("row", { name: /Week 1/ })).toContainText("0%");
    await expect(report.locator("figure .recharts-surface")).toBeVisible();
    // Each measure apart, under its own label, saying why it shows nothing yet.
    const assessment = report.getByRole("group", { name: "Growth: Self-rating (skills assessment)" });
    await expect(assessment).toContainText("Self-ratings and reviewer ratings are different measures");
    await expect(assessment).toContainText("No one has a skills assessment at both ends of the program yet");
    const pulses = report.getByRole("group", { name: "Growth: Self-rating (skill pulses)" });
    await expect(pulses).toContainText("A pulse and the full skills assessment are different instruments");
    await expect(pulses).toContainText("No one has a skill pulse in both halves of the program yet");
    const reviewers = report.getByRole("group", { name: "Growth: Reviewer ratings (360)" });
    await expect(reviewers.getByRole("heading", { name: "Reviewer ratings (360)" })).toBeVisible();
    await expect(reviewers).toContainText(
      "Reviewer ratings and self-ratings are different measures and are never combined",
    );
    await expect(reviewers).toContainText(
      "No one has a released 360 from two of this program's 360 campaigns",
    );
    await expect(report).not.toContainText(`Cohort 1 ${tag}`);
    await expectAccessible(admin);
    await admin.context().close();
  });
}
