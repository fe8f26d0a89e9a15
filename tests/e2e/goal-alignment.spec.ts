import { expect, test, type Page } from "@playwright/test";
import { callTrpc, demo, expectAccessible, pageInScheme, signedInPage, signUpAndSignIn } from "./fixtures";

const tag = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

/** An open two-week program made by the demo admin through tRPC; its name is unique (specs share the server). */
async function createOpenProgram(admin: Page): Promise<{ id: number; name: string }> {
  const name = `E2E aligned program ${tag()}`;
  const { id } = await callTrpc<{ id: number }>(admin, "programs.create", {
    name,
    description: "Two weeks for new managers.",
    lengthWeeks: 2,
    isOpen: true,
    steps: [{ week: 1, kind: "reflection", title: "Reflect on your 1:1s", prompt: "What did you learn?" }],
  });
  return { id, name };
}

test("an admin adds a shared goal to a program; a participant aligns a goal to it and sees the tree", async ({
  browser,
}) => {
  test.slow();
  const sharedTitle = `Every team has a written on-call rota ${tag()}`;
  const goalTitle = "Draft the rota with my team";

  // The admin adds the shared goal on the program's page, through the dialog.
  const admin = await signedInPage(browser, demo.admin, "light");
  const program = await createOpenProgram(admin);
  await admin.goto(`/admin/programs/${program.id}`);
  const section = admin.getByRole("region", { name: "Shared goals" });
  await expect(section.getByText("No shared goals yet")).toBeVisible();
  await section.getByRole("button", { name: "Add shared goal" }).click();
  const dialog = admin.getByRole("dialog", { name: "Add shared goal" });
  await expect(dialog).toBeVisible();
  await expectAccessible(admin);
  await dialog.getByLabel("Title").fill(sharedTitle);
  await dialog.getByLabel("Description").fill("Nobody is paged without knowing who is next.");
  await dialog.getByRole("button", { name: "Add shared goal" }).click();
  await expect(dialog).toBeHidden();
  const list = section.getByRole("list", { name: `Shared goals of ${program.name}` });
  await expect(list.getByText(sharedTitle)).toBeVisible();
  await expect(list.getByText("Fewer than 5 people aligned")).toBeVisible();
  await expectAccessible(admin);

  // The participant joins the program: its shared goal shows on /program, nothing aligned yet.
  const participant = await pageInScheme(browser, "dark");
  const account = await signUpAndSignIn(participant, "Alex Aligned");
  await participant.goto("/program");
  await participant.getByRole("button", { name: `Join ${program.name}` }).click();
  const programTree = participant.getByRole("list", {
    name: "This program's shared goals and your goals aligned to them",
  });
  await expect(programTree.getByText(sharedTitle)).toBeVisible();
  await expect(programTree.getByText("None of your goals is aligned to this yet.")).toBeVisible();
  await expectAccessible(participant);

  // A new goal, aligned to it from the goal form.
  await participant.goto("/goals");
  await participant.getByRole("button", { name: "Create Your First Goal" }).click();
  const create = participant.getByRole("dialog", { name: "New Goal" });
  await create.getByLabel("Goal Title").fill(goalTitle);
  await create.getByRole("combobox", { name: "Aligned to" }).click();
  await participant.getByRole("option", { name: sharedTitle }).click();
  await expectAccessible(participant);
  await create.getByRole("button", { name: "Create Goal" }).click();
  await expect(create).toBeHidden();

  // The tree: the shared goal, the program's name, and the goal under it with its progress.
  const tree = participant.getByRole("list", { name: "Shared goals and your goals aligned to them" });
  await expect(tree.getByText(sharedTitle)).toBeVisible();
  await expect(tree.getByText(`${program.name} (program)`)).toBeVisible();
  const branch = tree.getByRole("list", { name: sharedTitle });
  await expect(branch.getByRole("listitem")).toHaveCount(1);
  await expect(branch.getByText(goalTitle)).toBeVisible();
  await expect(branch.getByRole("progressbar", { name: `${goalTitle}: 0% done` })).toHaveCount(1);
  await expectAccessible(participant);

  // Editing the goal shows its alignment, which can be cleared.
  await participant.getByRole("button", { name: "Edit Goal" }).click();
  const edit = participant.getByRole("dialog", { name: "Edit Goal" });
  await expect(edit.getByRole("combobox", { name: "Aligned to" })).toHaveValue(sharedTitle);
  await expectAccessible(participant);
  await edit.getByRole("button", { name: "Cancel" }).click();

  // /program now lists the goal under the shared goal.
  await participant.goto("/program");
  await expect(programTree.getByText(goalTitle)).toBeVisible();

  // Each page in the other scheme too: the admin's in dark, the participant's in light.
  const adminDark = await signedInPage(browser, demo.admin, "dark");
  await adminDark.goto(`/admin/programs/${program.id}`);
  await expect(adminDark.getByRole("region", { name: "Shared goals" }).getByText(sharedTitle)).toBeVisible();
  await expectAccessible(adminDark);
  await adminDark.goto("/admin/groups");
  await expect(
    adminDark.getByRole("region", { name: "Shared goals" }).getByRole("combobox", { name: "Group" }),
  ).toBeVisible();
  await expectAccessible(adminDark);
  const participantLight = await signedInPage(browser, account, "light");
  await participantLight.goto("/goals");
  await expect(
    participantLight
      .getByRole("list", { name: "Shared goals and your goals aligned to them" })
      .getByText(goalTitle),
  ).toBeVisible();
  await expectAccessible(participantLight);
  for (const page of [admin, adminDark, participant, participantLight]) await page.context().close();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test("the tree fits the screen and reads as nested lists", async ({ page, browser }) => {
    test.slow();
    const admin = await signedInPage(browser, demo.admin, "light");
    const program = await createOpenProgram(admin);
    const sharedTitle = `Cut build times in half ${tag()}`;
    const added = await admin.request.post("/trpc/goalAlignment.createSharedGoal", {
      data: { owner: { kind: "program", id: program.id }, title: sharedTitle },
    });
    expect(added.status(), await added.text()).toBe(200);
    const [shared] = ((await added.json()) as { result: { data: { id: number }[] } }).result.data;
    await admin.context().close();

    await signUpAndSignIn(page, "Phoebe Phone");
    const joined = await page.request.post("/trpc/programs.join", { data: { programId: program.id } });
    expect(joined.status(), await joined.text()).toBe(200);
    const goal = await page.request.post("/trpc/goals.create", {
      data: { title: "Profile the three slowest builds and fix the worst", sharedGoalId: shared?.id },
    });
    expect(goal.status(), await goal.text()).toBe(200);

    await page.goto("/goals");
    const tree = page.getByRole("list", { name: "Shared goals and your goals aligned to them" });
    const branch = tree.getByRole("list", { name: sharedTitle });
    await expect(branch.getByText("Profile the three slowest builds and fix the worst")).toBeVisible();
    const box = await tree.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
    await expectAccessible(page);
  });
});
