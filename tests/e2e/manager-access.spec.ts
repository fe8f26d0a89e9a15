import { expect, test, type Browser } from "@playwright/test";
import { demo, expectAccessible, pageInScheme, signInViaApi, signUpAndSignIn } from "./fixtures";

/** An open two-week program made by the demo admin through tRPC; its name is unique (specs share the server). */
async function createOpenProgram(browser: Browser): Promise<string> {
  const name = `E2E manager program ${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
  const admin = await pageInScheme(browser);
  await signInViaApi(admin, demo.admin.email, demo.admin.password);
  const response = await admin.request.post("/trpc/programs.create", {
    data: {
      name,
      description: "Two weeks of practice for new managers.",
      lengthWeeks: 2,
      isOpen: true,
      steps: [
        { week: 1, kind: "reflection", title: "Reflect on your first 1:1s", prompt: "What did you learn?" },
        { week: 2, kind: "goal", title: "Set your first goal", prompt: "Hold weekly 1:1s" },
      ],
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  await admin.context().close();
  return name;
}

test("a participant shares their program with their manager, who follows it until the participant withdraws", async ({
  browser,
}) => {
  const programName = await createOpenProgram(browser);

  const manager = await pageInScheme(browser, "dark");
  const managerAccount = await signUpAndSignIn(manager, "Morgan Manager");
  // Nobody shares yet: the empty state, and no menu entry.
  await manager.goto("/following");
  await expect(manager.getByRole("heading", { level: 1, name: "People I follow" })).toBeVisible();
  await expect(manager.getByText("Nobody shares their progress with you")).toBeVisible();
  await expectAccessible(manager);

  const participant = await pageInScheme(browser, "light");
  const participantAccount = await signUpAndSignIn(participant, "Pat Participant");
  await participant.goto("/program");
  await participant.getByRole("button", { name: `Join ${programName}` }).click();
  await expect(participant.getByRole("heading", { level: 2, name: programName })).toBeVisible();

  // The section says what the manager sees, then the invitation.
  const section = participant.getByRole("region", { name: "Share with your manager" });
  await expect(section.getByText(/Never your reflections, assessment answers/)).toBeVisible();
  await expect(section.getByText("You do not share your progress with anyone.")).toBeVisible();
  await section.getByLabel("Your manager's e-mail").fill(managerAccount.email);
  await section.getByRole("button", { name: "Invite" }).click();
  await expect(section.getByText("Sharing", { exact: true })).toBeVisible();
  await expectAccessible(participant);

  // One goal shared, one kept private: the switch shows on /goals once someone follows.
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

  // The manager sees the person, their program's week and steps; the account menu links here.
  await manager.reload();
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

  // The participant withdraws, after a confirmation.
  await section.getByRole("button", { name: `Withdraw sharing with ${managerAccount.email}` }).click();
  const dialog = participant.getByRole("dialog", { name: "Stop sharing your progress?" });
  await expect(dialog).toBeVisible();
  await expectAccessible(participant);
  await dialog.getByRole("button", { name: "Withdraw" }).click();
  await expect(section.getByText("Withdrawn", { exact: true })).toBeVisible();

  await manager.reload();
  await expect(manager.getByText("Nobody shares their progress with you")).toBeVisible();
  await expect(manager.getByText(programName)).toHaveCount(0);

  // Each page in the other scheme too: /program in dark (with the withdrawn share), /following in light.
  const participantDark = await pageInScheme(browser, "dark");
  await signInViaApi(participantDark, participantAccount.email, participantAccount.password);
  await participantDark.goto("/program");
  await expect(participantDark.getByText("Withdrawn", { exact: true })).toBeVisible();
  await expectAccessible(participantDark);
  const managerLight = await pageInScheme(browser, "light");
  await signInViaApi(managerLight, managerAccount.email, managerAccount.password);
  await managerLight.goto("/following");
  await expect(managerLight.getByText("Nobody shares their progress with you")).toBeVisible();
  await expectAccessible(managerLight);
  for (const page of [participantDark, managerLight, manager, participant]) await page.context().close();
});
