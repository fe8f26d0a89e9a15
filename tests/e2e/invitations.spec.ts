import { expect, test } from "@playwright/test";
import { demo, expectAccessible, pageInScheme, signedInPage, uniqueEmail } from "./fixtures";
import { waitForMail } from "./mailbox";

for (const scheme of ["light", "dark"] as const) {
  test(`an admin invites three people by CSV; one accepts from the e-mailed link and lands on the dashboard [${scheme}]`, async ({
    browser,
  }) => {
    test.slow();
    const admin = await signedInPage(browser, demo.admin, scheme);
    await admin.goto("/admin/people");
    await admin.getByRole("button", { name: "Import CSV" }).click();
    const dialog = admin.getByRole("dialog", { name: "Invite people from a CSV file" });
    await expect(dialog).toBeVisible();
    await expectAccessible(admin);

    const people = [
      { name: "Ivy Invited", email: uniqueEmail("invite-a") },
      { name: "Jon Joiner", email: uniqueEmail("invite-b") },
      { name: "Kim Keen", email: uniqueEmail("invite-c") },
    ];
    // A bad file first: the rows are named and nobody is invited.
    await dialog.locator('input[type="file"]').setInputFiles({
      name: "bad.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(`name,email\n=SUM(1),${people[0]?.email}\n`),
    });
    await expect(dialog.getByRole("alert")).toContainText("Row 2: Name must not start with");
    await expect(dialog.getByRole("button", { name: /^Invite/ })).toBeDisabled();

    const csv = ["name,email,role", ...people.map((p) => `${p.name},${p.email},user`)].join("\n");
    await dialog.locator('input[type="file"]').setInputFiles({
      name: "people.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(csv),
    });
    const preview = dialog.getByRole("table", { name: "People to invite" });
    await expect(preview.getByRole("row")).toHaveCount(4);
    for (const person of people) await expect(preview).toContainText(person.email);
    await expect(dialog.getByText("3 people will be invited.")).toBeVisible();
    await expectAccessible(admin);
    await dialog.getByRole("button", { name: "Invite 3 people" }).click();
    await expect(admin.getByText("3 people were invited by e-mail.")).toBeVisible();
    await expect(dialog).toBeHidden();

    // The pending list shows them, each to resend or revoke.
    await admin.getByRole("button", { name: "Pending invitations" }).click();
    const pending = admin.getByRole("dialog", { name: "Pending invitations" });
    for (const person of people) await expect(pending).toContainText(person.email);
    await expectAccessible(admin);
    await pending.getByRole("button", { name: "Close dialog" }).click();

    // One person by hand, then withdrawn from the pending list.
    const single = { name: "Lou Later", email: uniqueEmail("invite-d") };
    await admin.getByRole("button", { name: "Invite person" }).click();
    const inviteDialog = admin.getByRole("dialog", { name: "Invite a person" });
    await inviteDialog.getByLabel(/^name/i).fill(single.name);
    await inviteDialog.getByLabel(/^email/i).fill(single.email);
    await expectAccessible(admin);
    await inviteDialog.getByRole("button", { name: "Send invitation" }).click();
    await expect(admin.getByText(`We e-mailed ${single.email} a link to join.`)).toBeVisible();
    await admin.getByRole("button", { name: "Pending invitations" }).click();
    await pending.getByRole("button", { name: `Revoke the invitation to ${single.email}` }).click();
    const confirm = admin.getByRole("dialog", { name: "Revoke the invitation?" });
    await expect(confirm).toBeVisible();
    await expectAccessible(admin);
    await confirm.getByRole("button", { name: "Revoke" }).click();
    await expect(admin.getByText("The link no longer works.")).toBeVisible();
    await expect(pending).not.toContainText(single.email);
    await pending.getByRole("button", { name: "Close dialog" }).click();

    const invitee = people[1] ?? { name: "", email: "" };
    const mail = await waitForMail(admin.request, invitee.email, { subject: /You are invited to LeadCoach/ });
    const link = mail.links.find((l) => new URL(l).pathname === "/invitation");
    expect(link, "an /invitation link in the e-mail").toBeTruthy();
    expect(mail.text).toContain("14 days");

    const visitor = await pageInScheme(browser, scheme);
    await visitor.goto(link ?? "");
    await expect(visitor.getByRole("heading", { name: "Accept your invitation" })).toBeVisible();
    await expect(visitor.getByText(`Welcome, ${invitee.name}.`)).toBeVisible();
    // The token leaves the address bar at once.
    await expect(visitor).toHaveURL(/\/invitation$/);
    await expectAccessible(visitor);
    await visitor.getByLabel(/^password/i).fill("invited-password");
    await visitor.getByLabel(/^confirm password/i).fill("invited-password");
    await visitor.getByRole("button", { name: "Accept invitation" }).click();
    await expect(visitor).toHaveURL(/\/dashboard$/);
    const me = await visitor.request.get("/api/auth/user");
    expect(await me.json()).toMatchObject({ email: invitee.email });

    // The same link again: a clear page, no form.
    const again = await pageInScheme(browser, scheme);
    await again.goto(link ?? "");
    await expect(again.getByRole("alert")).toContainText("This invitation link is invalid");
    await expect(again.getByRole("button", { name: "Accept invitation" })).toHaveCount(0);
    await expectAccessible(again);
  });
}
