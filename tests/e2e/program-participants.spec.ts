import { expect, test } from "@playwright/test";
import {
  callTrpc,
  demo,
  enrolInProgram,
  expectAccessible,
  runTag,
  signedInPage,
  uniqueEmail,
} from "./fixtures";
import { waitForMail } from "./mailbox";

const DAY_MS = 86_400_000;

for (const scheme of ["light", "dark"] as const) {
  test(`an admin sees who has stalled in a program and nudges them once a week [${scheme}]`, async ({
    browser,
    request,
  }) => {
    const admin = await signedInPage(browser, demo.admin, scheme);
    const tag = runTag(scheme);
    const program = await callTrpc<{ id: number }>(admin, "programs.create", {
      name: `E2E cohort ${tag}`,
      description: "Eight weeks for new managers.",
      lengthWeeks: 8,
      isOpen: false,
      steps: [
        {
          week: 1,
          kind: "reflection",
          title: "Your first week",
          prompt: "What did your team expect of you?",
        },
        { week: 2, kind: "assessment", title: "Take the skills assessment" },
      ],
    });
    // Someone who started five weeks ago and has done nothing: more than two weeks behind.
    const email = uniqueEmail("stalled");
    const name = `Sam Stalled ${tag}`;
    const created = await request.post("/api/auth/signup", {
      data: { name, email, password: "e2e-password" },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { user } = (await created.json()) as { user: { id: number } };
    const startDate = new Date(Date.now() - 35 * DAY_MS).toISOString().slice(0, 10);
    await enrolInProgram(admin, program.id, [user.id], startDate);

    await admin.goto(`/admin/programs/${program.id}`);
    await expect(admin.getByRole("heading", { level: 1, name: `E2E cohort ${tag}` })).toBeVisible();
    const participants = admin.getByRole("region", { name: "Participants" });
    const row = participants.getByRole("row").filter({ hasText: name });
    await expect(row).toContainText(email);
    await expect(row).toContainText("More than 2 weeks behind");
    await participants.getByRole("switch", { name: "Stalled only" }).check();
    await expect(row).toBeVisible();
    await expectAccessible(admin);

    await row.getByRole("button", { name: `Nudge ${name}` }).click();
    await expect(admin.getByText(`${name} gets a short e-mail with a link to their program.`)).toBeVisible();
    await expect(row.getByRole("button", { name: "Nudged this week" })).toBeDisabled();
    const mail = await waitForMail(request, email, { subject: /Your program is waiting/ });
    expect(mail.text).toContain("/program");
    expect(mail.text).not.toContain("What did your team expect of you?");

    // Still nudged after a reload: the week's nudge is stored, not remembered by the page.
    await admin.reload();
    await expect(
      admin.getByRole("region", { name: "Participants" }).getByRole("button", { name: "Nudged this week" }),
    ).toBeDisabled();
    await expectAccessible(admin);
    await admin.context().close();
  });
}
