import { expect, test } from "@playwright/test";
import {
  demo,
  expectAccessible,
  groupWithOnePerson,
  pageInScheme,
  signedInPage,
  signUpAndSignIn,
  uniqueEmail,
} from "./fixtures";
import { waitForMail } from "./mailbox";

const suffix = () => Math.random().toString(36).slice(2, 8);

for (const scheme of ["light", "dark"] as const) {
  test(`an admin runs a 360 campaign for a group; the member nominates 3 reviewers and sees no results before the release [${scheme}]`, async ({
    browser,
  }) => {
    test.slow();
    const person = await pageInScheme(browser, scheme);
    const { email } = await signUpAndSignIn(person, `Campaign Member ${suffix()}`);

    const admin = await signedInPage(browser, demo.admin, scheme);
    const groupName = `360 cohort ${suffix()}`;
    await groupWithOnePerson(admin, groupName, email);

    // From the admin dashboard to the campaigns.
    await admin.goto("/admin");
    await admin.getByRole("link", { name: "360 campaigns", exact: true }).click();
    await expect(admin.getByRole("heading", { level: 1, name: "360 campaigns" })).toBeVisible();
    await expectAccessible(admin);

    // The create dialog: a name, the group, and the default dates (release four weeks ahead).
    const campaignName = `Spring 360 ${suffix()}`;
    await admin.getByRole("button", { name: "New campaign" }).click();
    const dialog = admin.getByRole("dialog", { name: "New 360 campaign" });
    await dialog.getByRole("button", { name: "Start campaign" }).click();
    await expect(dialog.getByText("Please enter a name")).toBeVisible();
    await expect(dialog.getByText("Choose a group")).toBeVisible();
    await expectAccessible(admin);
    await dialog.getByLabel(/^Name/).fill(campaignName);
    await dialog.getByLabel("Group", { exact: true }).fill(groupName);
    await admin.getByRole("option", { name: `${groupName} (1 person)` }).click();
    await dialog.getByRole("button", { name: "Start campaign" }).click();
    await expect(admin.getByText(`${campaignName}: 1 360 review opened.`)).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = admin.getByRole("row", { name: new RegExp(campaignName) });
    await expect(row.getByRole("rowheader", { name: campaignName })).toBeVisible();
    await expect(row).toContainText(`Group: ${groupName}`);
    await expect(row).toContainText("Nominating");
    await expectAccessible(admin);

    // The member nominates three reviewers on their campaign's 360.
    await person.goto("/360");
    await expect(person.getByRole("heading", { name: campaignName })).toBeVisible();
    await expect(person.getByText(/Results are released on /).first()).toBeVisible();
    await person.getByRole("link", { name: campaignName }).click();
    await expect(person.getByRole("heading", { level: 1, name: campaignName })).toBeVisible();
    await expect(person.getByText(/Nominate 3 to 12 reviewers by /).first()).toBeVisible();
    await expect(person.getByRole("button", { name: "Close review" })).toHaveCount(0);
    await person.getByRole("tab", { name: "2. Reviewers" }).click();
    const invite = person.getByRole("form", { name: "Invite reviewers" });
    const relationships = ["Peer", "Peer", "Direct report"];
    for (const [index, relationship] of relationships.entries()) {
      const n = index + 1;
      await invite.getByLabel(new RegExp(`^Reviewer ${n} email`)).fill(uniqueEmail(`campaign-rev-${n}`));
      await invite.getByRole("combobox", { name: new RegExp(`^Reviewer ${n} relationship`) }).click();
      await person.getByRole("option", { name: relationship, exact: true }).click();
    }
    await invite.getByRole("button", { name: "Send invitations" }).click();
    await expect(person.getByText("Invitations sent", { exact: true })).toBeVisible();
    await expect(person.getByRole("table", { name: /^Invited reviewers/ }).getByRole("row")).toHaveCount(4);
    await expectAccessible(person);

    // The report: the release date, no figures.
    await person.getByRole("tab", { name: /3\. Report/ }).click();
    await expect(person.getByRole("heading", { name: /^Results are released on / })).toBeVisible();
    await expect(person.getByText(/3 reviewers needed/)).toHaveCount(0);
    await expect(person.getByRole("table", { name: /Skills|Categories/ })).toHaveCount(0);
    await expectAccessible(person);

    // The admin sees the counts move: nominated 1, invited 3, answered 0.
    await admin.reload();
    const cells = admin.getByRole("row", { name: new RegExp(campaignName) }).getByRole("cell");
    await expect(cells.nth(4)).toHaveText("1");
    await expect(cells.nth(5)).toHaveText("1");
    await expect(cells.nth(6)).toHaveText("3");
    await expect(cells.nth(7)).toHaveText("0");

    // Close: a confirm dialog, then the campaign is closed (nothing released: no answers yet).
    await admin.getByRole("button", { name: `Close ${campaignName}` }).click();
    const confirm = admin.getByRole("dialog", { name: "Close campaign" });
    await expectAccessible(admin);
    await confirm.getByRole("button", { name: "Close campaign" }).click();
    await expect(admin.getByRole("row", { name: new RegExp(campaignName) })).toContainText("Closed");
    await person.context().close();
    await admin.context().close();
  });
}

for (const scheme of ["light", "dark"] as const) {
  test(`with manager approval, the member's list goes to their manager, who approves it; the member sees no results before the release [${scheme}]`, async ({
    browser,
  }) => {
    test.slow();
    const person = await pageInScheme(browser, scheme);
    const memberName = `Approval Member ${suffix()}`;
    const { email } = await signUpAndSignIn(person, memberName);
    const manager = await pageInScheme(browser, scheme);
    const managerAccount = await signUpAndSignIn(manager, `Approving Manager ${suffix()}`);
    // The member shares their progress with the manager, who accepts through the e-mailed link.
    const shared = await person.request.post("/trpc/managerShares.invite", {
      data: { email: managerAccount.email },
    });
    expect(shared.status(), await shared.text()).toBe(200);
    const invitation = await waitForMail(manager.request, managerAccount.email, {
      subject: /invites you to follow/,
    });
    const token = invitation.links
      .map((link) => new URL(link))
      .find((url) => url.pathname === "/manager-invitation")
      ?.searchParams.get("token");
    const accepted = await manager.request.post("/trpc/managerShares.accept", { data: { token } });
    expect(accepted.status(), await accepted.text()).toBe(200);

    const admin = await signedInPage(browser, demo.admin, scheme);
    const groupName = `360 cohort ${suffix()}`;
    await groupWithOnePerson(admin, groupName, email);
    await admin.goto("/admin/review-campaigns");
    const campaignName = `Approved 360 ${suffix()}`;
    await admin.getByRole("button", { name: "New campaign" }).click();
    const dialog = admin.getByRole("dialog", { name: "New 360 campaign" });
    await dialog.getByLabel(/^Name/).fill(campaignName);
    await dialog.getByLabel("Group", { exact: true }).fill(groupName);
    await admin.getByRole("option", { name: `${groupName} (1 person)` }).click();
    await dialog.getByRole("checkbox", { name: "Manager approves reviewer lists" }).check();
    await expectAccessible(admin);
    await dialog.getByRole("button", { name: "Start campaign" }).click();
    await expect(admin.getByText(`${campaignName}: 1 360 review opened.`)).toBeVisible();
    const row = admin.getByRole("row", { name: new RegExp(campaignName) });
    await expect(row).toContainText("Managers approve lists");

    // The member is told (the notification links to the Reviewers step) and sends the list.
    await person.goto("/360");
    await person.getByRole("link", { name: campaignName }).click();
    await person.getByRole("tab", { name: "2. Reviewers" }).click();
    await expect(person.getByText(/asks your manager to approve your list/)).toBeVisible();
    const invite = person.getByRole("form", { name: "Invite reviewers" });
    const reviewers = ["Peer", "Peer", "Direct report"].map((relationship, index) => ({
      email: uniqueEmail(`approval-rev-${index + 1}`),
      relationship,
    }));
    for (const [index, reviewer] of reviewers.entries()) {
      const n = index + 1;
      await invite.getByLabel(new RegExp(`^Reviewer ${n} email`)).fill(reviewer.email);
      await invite.getByRole("combobox", { name: new RegExp(`^Reviewer ${n} relationship`) }).click();
      await person.getByRole("option", { name: reviewer.relationship, exact: true }).click();
    }
    await invite.getByRole("button", { name: "Send to my manager for approval" }).click();
    await expect(person.getByText("Sent for approval", { exact: true })).toBeVisible();
    await expect(person.getByText("Waiting for your manager's approval")).toBeVisible();
    await expect(person.getByRole("table", { name: /^Your list/ }).getByRole("row")).toHaveCount(4);
    await expect(person.getByText("No reviewers invited yet.")).toBeVisible();
    await expectAccessible(person);

    // The manager finds it from the account menu, sees the list, and approves it.
    await manager.goto("/");
    await manager.getByRole("button", { name: /Account menu for/ }).click();
    await manager.getByRole("menuitem", { name: "Reviewer lists to approve (1)" }).click();
    await expect(manager.getByRole("heading", { level: 1, name: "Reviewer lists to approve" })).toBeVisible();
    const card = manager.getByRole("region", { name: `${memberName}: ${campaignName}` });
    for (const reviewer of reviewers) await expect(card.getByText(reviewer.email)).toBeVisible();
    await expectAccessible(manager);
    await card.getByRole("button", { name: "Send back with a note" }).click();
    const sendBack = manager.getByRole("dialog", { name: "Send the list back" });
    await expect(sendBack.getByLabel(/^Note/)).toBeVisible();
    await expectAccessible(manager);
    await sendBack.getByRole("button", { name: "Cancel" }).click();
    await expect(sendBack).toBeHidden();
    await card.getByRole("button", { name: "Approve and invite" }).click();
    await expect(manager.getByText("List approved", { exact: true })).toBeVisible();
    await expect(manager.getByText("No reviewer lists waiting")).toBeVisible();
    await expectAccessible(manager);

    // The member's reviewers are invited; the report shows nothing before the release.
    await person.reload();
    await expect(person.getByText("Approved: your reviewers have been invited")).toBeVisible();
    await expect(person.getByRole("table", { name: /^Invited reviewers/ }).getByRole("row")).toHaveCount(4);
    await expectAccessible(person);
    await person.getByRole("tab", { name: /3\. Report/ }).click();
    await expect(person.getByRole("heading", { name: /^Results are released on / })).toBeVisible();
    await expect(person.getByRole("table", { name: /Skills|Categories/ })).toHaveCount(0);

    await admin.reload();
    const cells = admin.getByRole("row", { name: new RegExp(campaignName) }).getByRole("cell");
    await expect(cells.nth(6)).toHaveText("3");
    for (const page of [person, manager, admin]) await page.context().close();
  });
}
