import { expect, test, type Browser, type Page } from "@playwright/test";
import {
  callTrpc,
  demo,
  expectAccessible,
  pageInScheme,
  signedInPage,
  signInViaApi,
  signUpAndSignIn,
  uniqueEmail,
} from "./fixtures";
import { waitForMail } from "./mailbox";

/** An open two-week program made by the demo admin through tRPC; its name is unique (specs share the server). */
async function createOpenProgram(browser: Browser): Promise<string> {
  const name = `E2E manager program ${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
  const admin = await signedInPage(browser, demo.admin);
  await callTrpc(admin, "programs.create", {
    name,
    description: "Two weeks of practice for new managers.",
    lengthWeeks: 2,
    isOpen: true,
    steps: [
      { week: 1, kind: "reflection", title: "Reflect on your first 1:1s", prompt: "What did you learn?" },
      { week: 2, kind: "goal", title: "Set your first goal", prompt: "Hold weekly 1:1s" },
    ],
  });
  await admin.context().close();
  return name;
}

/** An account made through the API, signed in on `page` only when asked. */
async function createAccount(page: Page, name: string, email: string, signIn: boolean) {
  const password = "e2e-password";
  const created = await page.request.post("/api/auth/signup", { data: { name, email, password } });
  expect(created.status(), await created.text()).toBe(201);
  if (signIn) await signInViaApi(page, email, password);
  return { email, password };
}

test("a manager follows a participant only after accepting the e-mailed link, until the participant withdraws", async ({
  browser,
}) => {
  test.slow();
  const programName = await createOpenProgram(browser);
  const invitedAddress = uniqueEmail("boss");

  // Someone signed up first with the manager's address: sign-up does not verify addresses.
  const squatter = await pageInScheme(browser, "light");
  await createAccount(squatter, "Sam Squatter", invitedAddress, true);
  // The manager's own account has another address; this browser is not signed in yet.
  const manager = await pageInScheme(browser, "dark");
  const managerAccount = await createAccount(manager, "Morgan Manager", uniqueEmail("manager"), false);

  const participant = await pageInScheme(browser, "light");
  const participantAccount = await signUpAndSignIn(participant, "Pat Participant");
  await participant.goto("/program");
  await participant.getByRole("button", { name: `Join ${programName}` }).click();
  await expect(participant.getByRole("heading", { level: 2, name: programName })).toBeVisible();

  // The section says what the manager sees, then the invitation, which waits for the link.
  const section = participant.getByRole("region", { name: "Share with your manager" });
  await expect(section.getByText(/Never your reflections, assessment answers/)).toBeVisible();
  await expect(section.getByText("You do not share your progress with anyone.")).toBeVisible();
  await section.getByLabel("Your manager's e-mail").fill(invitedAddress);
  await section.getByRole("button", { name: "Invite" }).click();
  await expect(section.getByText(`Waiting for ${invitedAddress} to accept.`, { exact: false })).toBeVisible();
  await expect(section.getByText("Invited", { exact: true })).toBeVisible();
  await expectAccessible(participant);

  // One goal shared, one kept private: the switch shows on /goals once the person shares.
  for (const title of ["Delegate the release process", "Private: my own stretch goal"]) {
    const created = await participant.request.post("/trpc/goals.create", { data: { title } });
    expect(created.status(), await created.text()).toBe(200);
  }
  await participant.goto("/goals");
  const shareSwitch = participant.getByRole("switch", {
    name: "Share 'Delegate the release process' with my manager",
  });
  const saved = participant.waitForResponse((r) => r.url().includes("managerShares.setGoalShared") && r.ok());
  await shareSwitch.check();
  await saved;
  await expect(shareSwitch).toBeChecked();
  await expectAccessible(participant);
  await participant.goto("/program");

  // The account that merely has the address sees nobody.
  await squatter.goto("/following");
  await expect(squatter.getByText("Nobody shares their progress with you")).toBeVisible();

  const mail = await waitForMail(participant.request, invitedAddress, { subject: /invites you to follow/ });
  const link = mail.links.find((l) => new URL(l).pathname === "/manager-invitation");
  expect(link, "a /manager-invitation link in the e-mail").toBeTruthy();
  expect(mail.text).toContain("14 days");

  // Any signed-in account may open the link and read it (light); nothing is shared until one accepts.
  await squatter.goto(link ?? "");
  const invitation = squatter.getByRole("region", {
    name: "Pat Participant invites you to follow their progress",
  });
  await expect(invitation.getByText(/Never their reflections, assessment answers/)).toBeVisible();
  await expect(squatter).toHaveURL(/\/manager-invitation$/);
  await expectAccessible(squatter);
  await invitation.getByRole("button", { name: "Decline" }).click();
  const declineDialog = squatter.getByRole("dialog", { name: "Decline the invitation?" });
  await expect(declineDialog).toBeVisible();
  await expectAccessible(squatter);
  await declineDialog.getByRole("button", { name: "Cancel" }).click();
  await expect(declineDialog).toBeHidden();

  // The manager opens the link signed out: sign in, and back to the invitation (dark).
  await manager.goto(link ?? "");
  await expect(manager).toHaveURL(/\/login\?next=/);
  const signInForm = manager.getByRole("form", { name: "Sign in" });
  await signInForm.getByLabel(/^email/i).fill(managerAccount.email);
  await signInForm.getByLabel(/^password/i).fill(managerAccount.password);
  await signInForm.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(manager).toHaveURL(/\/manager-invitation$/);
  const managerView = manager.getByRole("region", {
    name: "Pat Participant invites you to follow their progress",
  });
  await expect(managerView.getByText(`Sent to ${invitedAddress}`, { exact: false })).toBeVisible();
  await expect(
    managerView.getByText(`You are signed in as Morgan Manager (${managerAccount.email})`, { exact: false }),
  ).toBeVisible();
  await expectAccessible(manager);
  await managerView.getByRole("button", { name: "Accept" }).click();

  // Accepted: /following shows the person, their program's week and steps, and only the shared goal.
  await expect(manager).toHaveURL(/\/following$/);
  const card = manager.getByRole("region", { name: "Pat Participant" });
  await expect(card.getByText(programName)).toBeVisible();
  await expect(card.getByText("Week 1 of 2")).toBeVisible();
  await expect(card.getByText("0 of 2 steps done")).toBeVisible();
  await expect(card.getByText("Delegate the release process")).toBeVisible();
  await expect(card.getByText("Private: my own stretch goal")).toHaveCount(0);
  await expectAccessible(manager);
  await manager.getByRole("button", { name: /Account menu for/ }).click();
  await expect(manager.getByRole("menuitem", { name: "People I follow" })).toBeVisible();
  await manager.keyboard.press("Escape");

  // The address holder who did not accept still sees nobody; the link works only once.
  await squatter.goto("/following");
  await expect(squatter.getByText("Nobody shares their progress with you")).toBeVisible();
  await squatter.goto(link ?? "");
  await expect(squatter.getByRole("alert")).toContainText("This invitation has already been accepted.");
  await expect(squatter.getByRole("button", { name: "Accept" })).toHaveCount(0);
  await expectAccessible(squatter);

  // The participant sees who accepted, then withdraws after a confirmation.
  await participant.reload();
  await expect(section.getByText("Sharing", { exact: true })).toBeVisible();
  await expect(section.getByText("Morgan Manager")).toBeVisible();
  await section.getByRole("button", { name: `Withdraw sharing with ${invitedAddress}` }).click();
  const dialog = participant.getByRole("dialog", { name: "Stop sharing your progress?" });
  await expect(dialog).toBeVisible();
  await expectAccessible(participant);
  await dialog.getByRole("button", { name: "Withdraw" }).click();
  await expect(section.getByText("Withdrawn", { exact: true })).toBeVisible();

  await manager.reload();
  await expect(manager.getByText("Nobody shares their progress with you")).toBeVisible();
  await expect(manager.getByText(programName)).toHaveCount(0);
  await expectAccessible(manager);

  // Each page in the other scheme too: /program in dark (with the withdrawn share), /following in light.
  const participantDark = await signedInPage(browser, participantAccount, "dark");
  await participantDark.goto("/program");
  await expect(participantDark.getByText("Withdrawn", { exact: true })).toBeVisible();
  await expectAccessible(participantDark);
  const managerLight = await signedInPage(browser, managerAccount, "light");
  await managerLight.goto("/following");
  await expect(managerLight.getByText("Nobody shares their progress with you")).toBeVisible();
  await expectAccessible(managerLight);
  // The withdrawn link says so, in dark.
  await manager.goto(link ?? "");
  await expect(manager.getByRole("alert")).toContainText("Pat Participant withdrew this invitation");
  await expectAccessible(manager);
  for (const page of [participantDark, managerLight, manager, participant, squatter])
    await page.context().close();
});

test("the monthly summary's unsubscribe page names that e-mail, signed out", async ({ browser }) => {
  for (const scheme of ["light", "dark"] as const) {
    const reader = await pageInScheme(browser, scheme);
    await reader.goto("/unsubscribe?list=manager_summary&token=1.1.tampered");
    await expect(reader.getByRole("heading", { name: "Unsubscribe from the monthly summary" })).toBeVisible();
    // The token leaves the address bar; which e-mail it is for stays.
    await expect(reader).toHaveURL(/\/unsubscribe\?list=manager_summary$/);
    await expectAccessible(reader);
    await reader.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(
      reader.getByRole("alert").filter({ hasText: "This unsubscribe link is not valid." }),
    ).toBeVisible();
    await expectAccessible(reader);
    await reader.context().close();
  }
});
