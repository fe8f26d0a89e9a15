import { expect, test, type Page } from "@playwright/test";
import { demo, expectAccessible, pageInScheme, signInViaApi, uniqueEmail } from "./fixtures";
import { waitForMail } from "./mailbox";

// Both runs change the one organisation's policy: one after the other (and after every other spec,
// see the `organisation-wide` project), never beside a spec that signs up. Alone, without the specs it
// waits for: `playwright test -c tests/e2e/playwright.config.ts --project organisation-wide --no-deps`.
test.describe.configure({ mode: "serial" });

// A run that stops half-way must not leave sign-up closed for its retry or the next run.
test.afterEach(async ({ request }) => {
  const login = await request.post("/api/auth/login", {
    data: { email: demo.superAdmin.email, password: demo.superAdmin.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const settings = await request.get("/api/admin/settings");
  const { auditRetentionDays } = (await settings.json()) as { auditRetentionDays: number };
  const reopened = await request.put("/api/admin/settings", {
    data: { signUpPolicy: "open", signUpDomains: [], auditRetentionDays },
  });
  expect(reopened.status(), await reopened.text()).toBe(200);
});

async function savePolicy(admin: Page, label: string): Promise<void> {
  await admin.getByRole("radio", { name: label }).check();
  await admin.getByRole("button", { name: "Save settings" }).click();
  await expect(admin.getByText("The organisation's settings were saved.")).toBeVisible();
}

for (const scheme of ["light", "dark"] as const) {
  test(`a super admin closes sign-up to invitations, a visitor sees it, the admin reopens it and reads the audit trail [${scheme}]`, async ({
    browser,
  }) => {
    test.slow();
    const admin = await pageInScheme(browser, scheme);
    await signInViaApi(admin, demo.superAdmin.email, demo.superAdmin.password);
    await admin.goto("/admin");
    await admin.getByRole("link", { name: "Organisation Settings" }).click();
    await expect(admin.getByRole("heading", { level: 1, name: "Organisation Settings" })).toBeVisible();
    await expect(admin.getByRole("radio", { name: "Open: anyone can sign up" })).toBeChecked();
    await expectAccessible(admin);
    // The name its reports print, saved with the policy.
    await admin.getByRole("textbox", { name: "Organisation name" }).fill(`Northwind Platform ${scheme}`);
    await savePolicy(admin, "By invitation only");

    const visitor = await pageInScheme(browser, scheme);
    await visitor.goto("/signup");
    await expect(visitor.getByText("Sign-up is by invitation only")).toBeVisible();
    await expect(visitor.getByRole("button", { name: "Create Account" })).toBeDisabled();
    await expect(visitor.getByRole("textbox", { name: "Email" })).toBeDisabled();
    await expectAccessible(visitor);
    // The login screen's sign-up tab says so too, instead of a form the server would refuse.
    await visitor.goto("/login");
    await visitor.getByRole("tab", { name: "Sign Up" }).click();
    await expect(
      visitor.getByRole("status").filter({ hasText: "Sign-up is by invitation only" }),
    ).toBeVisible();
    await expect(visitor.getByRole("button", { name: "Create Account" })).toHaveCount(0);
    await expectAccessible(visitor);
    await visitor.goto("/signup");
    // The first save's toast has gone, so the next save's is the one seen.
    await expect(admin.getByText("The organisation's settings were saved.")).toHaveCount(0, {
      timeout: 10_000,
    });

    await savePolicy(admin, "Open: anyone can sign up");
    await admin.reload();
    await expect(admin.getByRole("textbox", { name: "Organisation name" })).toHaveValue(
      `Northwind Platform ${scheme}`,
    );
    await visitor.reload();
    await expect(visitor.getByRole("textbox", { name: "Email" })).toBeEnabled();
    await expect(visitor.getByText("Sign-up is by invitation only")).toHaveCount(0);

    await admin.goto("/admin/audit");
    await expect(admin.getByRole("heading", { level: 1, name: "Audit Trail" })).toBeVisible();
    const changes = admin.getByRole("row").filter({ hasText: "Organisation settings changed" });
    await expect(changes.first()).toContainText(demo.superAdmin.email);
    await expect(changes.first()).toContainText('"to":"open"');
    await expect(changes.nth(1)).toContainText('"to":"invite_only"');
    await expectAccessible(admin);

    // An admin who is not a super admin gets the screen every super-admin page gives them.
    const plainAdmin = await pageInScheme(browser, scheme);
    await signInViaApi(plainAdmin, demo.admin.email, demo.admin.password);
    await plainAdmin.goto("/admin/settings");
    await expect(plainAdmin.getByRole("heading", { level: 1, name: "Access Denied" })).toBeVisible();
  });
}

/** Sets who must use two-step verification, from a super admin's session signed in before (it stays). */
async function setSecondFactorPolicy(admin: Page, secondFactorPolicy: "everyone" | null): Promise<void> {
  const current = (await (await admin.request.get("/api/admin/settings")).json()) as {
    signUpPolicy: string;
    signUpDomains: string[];
    auditRetentionDays: number;
  };
  const { signUpPolicy, signUpDomains, auditRetentionDays } = current;
  const saved = await admin.request.put("/api/admin/settings", {
    data: { signUpPolicy, signUpDomains, auditRetentionDays, secondFactorPolicy },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

for (const scheme of ["light", "dark"] as const) {
  test(`a person the two-step policy covers registers a passkey instead of an app at sign-in [${scheme}]`, async ({
    browser,
    request,
  }) => {
    test.slow();
    const admin = await pageInScheme(browser, scheme);
    await signInViaApi(admin, demo.superAdmin.email, demo.superAdmin.password);
    const email = uniqueEmail("enrol");
    const password = "e2e-password";
    const created = await request.post("/api/auth/signup", { data: { name: "Eli Enrol", email, password } });
    expect(created.status(), await created.text()).toBe(201);
    await setSecondFactorPolicy(admin, "everyone");
    try {
      const person = await pageInScheme(browser, scheme);
      // Chromium's virtual authenticator (CDP), as in passkeys.spec.ts.
      const cdp = await person.context().newCDPSession(person);
      await cdp.send("WebAuthn.enable");
      const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
        options: {
          protocol: "ctap2",
          transport: "internal",
          hasResidentKey: true,
          hasUserVerification: true,
          isUserVerified: true,
          automaticPresenceSimulation: true,
        },
      });
      await person.goto("/login");
      await person.getByRole("textbox", { name: "Email" }).fill(email);
      await person.getByRole("textbox", { name: "Password" }).fill(password);
      await person.getByRole("button", { name: "Sign In", exact: true }).click();
      await expect(person).toHaveURL(/\/two-step/);
      await expect(person.getByRole("button", { name: "Set up an authenticator app" })).toBeVisible();
      const instead = person.getByRole("button", { name: "Register a passkey instead" });
      await expect(instead).toBeVisible();
      await expectAccessible(person);
      await instead.click();
      const form = person.getByRole("form", { name: "Register a passkey" });
      await expect(form).toBeVisible();
      await expectAccessible(person);
      await form.getByRole("textbox", { name: "Passkey name" }).fill("E2E laptop");
      await form.getByRole("button", { name: "Create passkey" }).click();
      await expect(person).not.toHaveURL(/\/two-step|\/login/);
      const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
      expect(credentials).toHaveLength(1);
      await waitForMail(person.request, email, { subject: /A passkey was added/ });
      await person.goto("/settings");
      await expect(
        person.getByRole("region", { name: "Passkeys" }).getByRole("listitem", { name: "E2E laptop" }),
      ).toBeVisible();
      await person.context().close();
    } finally {
      await setSecondFactorPolicy(admin, null);
      await admin.context().close();
    }
  });
}
