import { expect, test, type Page } from "@playwright/test";
import {
  demo,
  expectAccessible,
  gotoLanding,
  signInViaApi,
  signUpAndSignIn,
  waitForSettledPage,
} from "./fixtures";

/** The few DOM shapes these checks read (the e2e project compiles without the DOM library). */
interface DomRect {
  x: number;
  y: number;
  width: number;
  height: number;
  right: number;
}
interface DomElement {
  childNodes: ArrayLike<{ nodeType: number; textContent: string | null }>;
  textContent: string | null;
  scrollWidth: number;
  clientWidth: number;
  scrollHeight: number;
  closest(selector: string): unknown;
  querySelector(selector: string): DomElement | null;
  getBoundingClientRect(): DomRect;
  scrollIntoView(options: { block: "end" }): void;
}
interface DomWindow {
  innerWidth: number;
  document: {
    scrollingElement: DomElement | null;
    documentElement: DomElement;
    querySelectorAll(selector: string): ArrayLike<DomElement>;
  };
  getComputedStyle(element: DomElement): {
    display: string;
    visibility: string;
    textOverflow: string;
    overflowX: string;
    backgroundColor: string;
  };
  scrollTo(x: number, y: number): void;
  scrollBy(x: number, y: number): void;
}

// Two common phone sizes: a large one and the narrowest the app supports well.
const phones = [
  { width: 390, height: 844 },
  { width: 360, height: 740 },
] as const;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

function overlaps(a: Box, b: Box, tolerance = 0.5): boolean {
  return (
    a.x + a.width - tolerance > b.x &&
    b.x + b.width - tolerance > a.x &&
    a.y + a.height - tolerance > b.y &&
    b.y + b.height - tolerance > a.y
  );
}

/**
 * Text the page cuts off: any element holding text whose content is wider than its box while it hides
 * the overflow (an ellipsis, overflow hidden/clip), and the page itself scrolling sideways.
 */
async function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const win = globalThis as unknown as DomWindow;
    const TEXT_NODE = 3;
    const problems: string[] = [];
    const root = win.document.scrollingElement ?? win.document.documentElement;
    if (root.scrollWidth > win.innerWidth + 1) {
      problems.push(`page scrolls sideways: ${root.scrollWidth}px content in ${win.innerWidth}px`);
    }
    for (const element of Array.from(win.document.querySelectorAll("body *"))) {
      const ownText = Array.from(element.childNodes)
        .filter((node) => node.nodeType === TEXT_NODE)
        .map((node) => node.textContent ?? "")
        .join("")
        .trim();
      if (!ownText || element.closest("[aria-hidden='true']")) continue;
      // Screen-reader-only text lives in a 1 px box on purpose.
      if (element.closest(".mantine-VisuallyHidden-root") || element.getBoundingClientRect().width <= 1)
        continue;
      const style = win.getComputedStyle(element);
      if (style.display === "none" || style.visibility === "hidden") continue;
      const hides = style.textOverflow === "ellipsis" || ["hidden", "clip"].includes(style.overflowX);
      if (hides && element.scrollWidth > element.clientWidth + 1) {
        problems.push(`"${ownText.slice(0, 40)}" cut: ${element.scrollWidth}px in ${element.clientWidth}px`);
      }
    }
    return problems;
  });
}

async function expectNothingClipped(page: Page): Promise<void> {
  await waitForSettledPage(page);
  expect(await clippedText(page)).toEqual([]);
}

for (const viewport of phones) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport, hasTouch: true, isMobile: true });

    test("the landing page shows its calls to action and an uncut Beta badge", async ({ page }) => {
      await gotoLanding(page);
      const header = page.getByRole("banner");
      for (const name of ["Get Started", "Sign In"]) {
        const box = await header.getByRole("link", { name }).boundingBox();
        expect(box, name).not.toBeNull();
        if (!box) continue;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      }
      const beta = page.getByTestId("beta-badge");
      await expect(beta).toHaveText("Beta");
      const label = beta.locator(".mantine-Badge-label");
      const fits = await label.evaluate((el) => {
        const node = el as unknown as DomElement;
        return node.scrollWidth <= node.clientWidth;
      });
      expect(fits).toBe(true);
      await expectNothingClipped(page);
    });

    test("dashboard chart, skills badges and lesson player fit the phone", async ({ page }) => {
      await signUpAndSignIn(page, "Phone Person");
      // Mixed answers give each skill its own score and status.
      const responses = Array.from({ length: 70 }, (_, index) => {
        const answer = String((index % 5) + 1);
        return { questionId: `q${index + 1}`, answer, score: Number(answer) };
      });
      const submitted = await page.request.post("/api/assessment/submit", { data: { responses } });
      expect(submitted.ok(), await submitted.text()).toBe(true);

      // Dashboard: every skill name beside its bar; no chart text overlapping another or outside the chart.
      await page.goto("/");
      const chart = page.getByTestId("skills-chart");
      // On a phone the chart sits below the figures and loads as it comes near the screen.
      await chart.scrollIntoViewIfNeeded();
      await expect(chart.locator("[data-chart-label]").first()).toBeVisible();
      await chart.scrollIntoViewIfNeeded();
      const chartBox = await chart.boundingBox();
      expect(chartBox).not.toBeNull();
      // Every text of the chart: skill names, score marks and the value beside each bar.
      const labels = await chart.locator("svg text").evaluateAll((nodes) =>
        (nodes as unknown as DomElement[]).map((node) => {
          const rect = node.getBoundingClientRect();
          return {
            text: node.textContent ?? "",
            x: rect.x,
            y: rect.y,
            width: rect.width,
            height: rect.height,
          };
        }),
      );
      expect(labels.length).toBeGreaterThanOrEqual(2 * 12 + 3);
      const chartRect = await chart.evaluate((element) => {
        const rect = (element as unknown as DomElement).getBoundingClientRect();
        return { x: rect.x, y: rect.y, width: rect.width, height: rect.height };
      });
      for (const [index, label] of labels.entries()) {
        expect(label.x, `${label.text} starts inside the chart`).toBeGreaterThanOrEqual(chartRect.x - 0.5);
        expect(label.y).toBeGreaterThanOrEqual(chartRect.y - 0.5);
        expect(label.y + label.height).toBeLessThanOrEqual(chartRect.y + chartRect.height + 0.5);
        for (const other of labels.slice(index + 1)) {
          expect(overlaps(label, other), `${label.text} / ${other.text}`).toBe(false);
        }
      }
      // The legend names each category once, in full.
      const legend = page.getByTestId("skills-chart-legend");
      await expect(legend.getByText("Leadership Presence", { exact: true })).toBeVisible();
      await expectNothingClipped(page);

      // The floating Take Assessment button sits in its dock: nothing of the page lies under it once
      // the page is scrolled to the end, and the dock hides what passes behind it.
      const dock = page.getByTestId("floating-dock");
      await expect(dock.getByRole("link", { name: /Take Assessment/ })).toBeVisible();
      const background = await dock.evaluate(
        (node) =>
          (globalThis as unknown as DomWindow).getComputedStyle(node as unknown as DomElement)
            .backgroundColor,
      );
      expect(background).not.toMatch(/rgba\(.*, 0\)$|transparent/);
      await page.evaluate(() => {
        const win = globalThis as unknown as DomWindow;
        win.scrollTo(0, win.document.documentElement.scrollHeight);
      });
      await waitForSettledPage(page);
      const dockBox = await dock.boundingBox();
      expect(dockBox).not.toBeNull();
      const contentBoxes = await page
        .locator("main .mantine-Paper-root, main [data-testid='skills-chart']")
        .evaluateAll((nodes) =>
          (nodes as unknown as DomElement[]).map((node) => {
            const rect = node.getBoundingClientRect();
            return { x: rect.x, y: rect.y, width: rect.width, height: rect.height };
          }),
        );
      expect(contentBoxes.length).toBeGreaterThan(3);
      for (const box of contentBoxes) {
        if (dockBox) expect(overlaps(box, dockBox)).toBe(false);
      }
      await expectAccessible(page);

      // Skills: every status badge whole, whatever the status.
      await page.goto("/skills");
      const badges = page.getByTestId("skill-status");
      await expect(badges.first()).toBeVisible();
      const badgeFits = await badges.evaluateAll((nodes) => {
        const win = globalThis as unknown as DomWindow;
        return (nodes as unknown as DomElement[]).map((node) => {
          const label = node.querySelector(".mantine-Badge-label") ?? node;
          return {
            text: label.textContent ?? "",
            fits:
              label.scrollWidth <= label.clientWidth + 1 &&
              node.getBoundingClientRect().right <= win.innerWidth,
          };
        });
      });
      expect(badgeFits.length).toBeGreaterThanOrEqual(12);
      expect(badgeFits.filter((badge) => !badge.fits)).toEqual([]);
      await expect(page.getByText("Improving", { exact: true }).first()).toBeVisible();
      await expectNothingClipped(page);
      await expectAccessible(page);

      // Lesson player: header, step card and controls fit without cut text.
      await page.goto("/lesson/lesson-1");
      await expect(page.getByText(/Step 1 of/)).toBeVisible();
      await expectNothingClipped(page);
      await expectAccessible(page);
    });
  });
}

// Laptop widths just above the point where the top bar shows its links: an admin has the most of them.
for (const width of [1200, 1280]) {
  test(`at ${width}px an admin's top bar shows every link and the account menu inside the window`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    await signInViaApi(page, demo.superAdmin.email, demo.superAdmin.password);
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Bug Management" })).toBeVisible();
    const account = page.getByRole("button", { name: /Account menu/ });
    await expect(account).toBeVisible();
    const box = await account.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(width);
    await context.close();
  });
}
