import { expect, test, type Page } from "@playwright/test";
import {
  demo,
  expectAccessible,
  pageInScheme,
  signedInPage,
  signInViaApi,
  signUpAndSignIn,
  uniqueEmail,
} from "./fixtures";

/** Finds one person on the people screen by their address; the list narrows to their row. */
async function findPerson(admin: Page, email: string, name: string): Promise<void> {
  await admin.getByRole("textbox", { name: "Search" }).fill(email);
  await expect(admin.getByRole("row")).toHaveCount(2);
  await expect(admin.getByRole("row", { name: new RegExp(name) })).toBeVisible();
}

for (const scheme of ["light", "dark"] as const) {
  test(`an admin groups a person, deactivates them and their open session is refused; reactivation restores access [${scheme}]`, async ({
    browser,
  }) => {
    test.slow();
    const person = await pageInScheme(browser, scheme);
    const name = `Pat Leaver ${Math.random().toString(36).slice(2, 7)}`;
    const { email, password } = await signUpAndSignIn(person, name);
    await person.goto("/dashboard");
    await expect(person.getByRole("heading", { level: 1 })).toBeVisible();

    const admin = await signedInPage(browser, demo.admin, scheme);

    // A group to put them in.
    const groupName = `Cohort ${Math.random().toString(36).slice(2, 8)}`;
    await admin.goto("/admin/groups");
    await expect(admin.getByRole("heading", { level: 1, name: "Groups" })).toBeVisible();
    await admin.getByRole("button", { name: "New group" }).click();
    const newGroup = admin.getByRole("dialog", { name: "New group" });
    await newGroup.getByLabel(/^name/i).fill(groupName);
    await expectAccessible(admin);
    await newGroup.getByRole("button", { name: "Create group" }).click();
    await expect(newGroup).toBeHidden();
    await expect(admin.getByRole("rowheader", { name: groupName })).toBeVisible();
    await expectAccessible(admin);

    await admin.goto("/admin/people");
    await expect(admin.getByRole("heading", { level: 1, name: "People" })).toBeVisible();
    await expectAccessible(admin);
    await findPerson(admin, email, name);
    await admin.getByRole("checkbox", { name: `Select ${name}` }).check();
    const selection = admin.getByRole("region", { name: "Selected people" });
    await selection.getByRole("button", { name: "Add to group" }).click();
    const membership = admin.getByRole("dialog", { name: "Add to group" });
    await membership.getByRole("combobox", { name: "Group" }).fill(groupName);
    await admin.getByRole("option", { name: new RegExp(groupName) }).click();
    await expectAccessible(admin);
    await membership.getByRole("button", { name: "Add" }).click();
    await expect(admin.getByText(`1 added to ${groupName}.`)).toBeVisible();
    await expect(admin.getByRole("row", { name: new RegExp(name) })).toContainText(groupName);

    // Deactivate from the row's menu.
    await admin.getByRole("button", { name: `Actions for ${name}` }).click();
    await admin.getByRole("menuitem", { name: "Deactivate" }).click();
    const confirm = admin.getByRole("dialog", { name: "Deactivate account" });
    await expect(confirm).toContainText("signed out everywhere at once");
    await expectAccessible(admin);
    await confirm.getByRole("button", { name: "Deactivate" }).click();
    await expect(confirm).toBeHidden();
    await expect(admin.getByRole("row", { name: new RegExp(name) })).toContainText("Deactivated");

    // Their open session is refused at once: the API and the next page both treat them as signed out.
    expect((await person.request.get("/api/auth/user")).status()).toBe(401);
    await person.reload();
    await expect(person.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(person.getByRole("heading", { name: "Leadership Development" })).toHaveCount(0);
    await expect(person.getByText(name)).toHaveCount(0);
    const refused = await person.request.post("/api/auth/login", { data: { email, password } });
    expect(refused.status()).toBe(401);

    // Reactivation gives access back; the data and the group stay.
    await admin.getByRole("button", { name: `Actions for ${name}` }).click();
    await admin.getByRole("menuitem", { name: "Reactivate" }).click();
    const restore = admin.getByRole("dialog", { name: "Reactivate account" });
    await expectAccessible(admin);
    await restore.getByRole("button", { name: "Reactivate" }).click();
    await expect(restore).toBeHidden();
    await expect(admin.getByRole("row", { name: new RegExp(name) })).toContainText("Active");
    await expect(admin.getByRole("row", { name: new RegExp(name) })).toContainText(groupName);
    await signInViaApi(person, email, password);
    await person.goto("/dashboard");
    await expect(person.getByRole("heading", { name: "Leadership Development" })).toBeVisible();

    // An invited person's row resends or revokes their invitation.
    const invitee = {
      name: `Ira Invited ${Math.random().toString(36).slice(2, 7)}`,
      email: uniqueEmail("row"),
    };
    const invited = await admin.request.post("/api/admin/invitations", { data: invitee });
    expect(invited.status(), await invited.text()).toBe(201);
    await admin.getByRole("textbox", { name: "Search" }).fill(invitee.email);
    const row = admin.getByRole("row", { name: new RegExp(invitee.name) });
    await expect(row).toContainText("Invited");
    await admin.getByRole("button", { name: `Actions for ${invitee.name}` }).click();
    await admin.getByRole("menuitem", { name: "Resend invitation" }).click();
    await expect(admin.getByText(`A new link went to ${invitee.email}.`)).toBeVisible();
    await admin.getByRole("button", { name: `Actions for ${invitee.name}` }).click();
    await admin.getByRole("menuitem", { name: "Revoke invitation" }).click();
    const revoke = admin.getByRole("dialog", { name: "Revoke the invitation?" });
    await expectAccessible(admin);
    await revoke.getByRole("button", { name: "Revoke" }).click();
    await expect(revoke).toBeHidden();
    await expect(row).toHaveCount(0);

    await person.context().close();
    await admin.context().close();
  });
}
