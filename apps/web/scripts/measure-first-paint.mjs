// Loads the landing page in Chromium on an emulated slow connection (200 KB/s down, 1.5 s latency, no
// cache: a first visit) and reports how long it took to be fully painted, against a 3 s target.
//
//   node apps/web/scripts/measure-first-paint.mjs [url] [--runs=3] [--chromium=/usr/bin/chromium]
//
// The app must be running (the built server: `pnpm build && pnpm start`, default http://localhost:3000/).
// "Fully painted" is the latest of: the largest contentful paint, the landing's heading on screen, web
// fonts loaded and every image decoded, each measured from the start of navigation. Exits with 1 when
// the median run misses the target. --chromium=<path> picks the browser (default /usr/bin/chromium).
import { chromium } from "@playwright/test";

const TARGET_MS = 3000;
const CONDITIONS = {
  offline: false,
  latency: 1500,
  downloadThroughput: 200 * 1024,
  uploadThroughput: 200 * 1024,
};

const args = process.argv.slice(2);
const url = args.find((arg) => !arg.startsWith("--")) ?? "http://localhost:3000/";
const runs = Number(/^--runs=(\d+)$/.exec(args.find((arg) => arg.startsWith("--runs=")) ?? "")?.[1] ?? 3);
const chromiumPath =
  args.find((arg) => arg.startsWith("--chromium="))?.slice("--chromium=".length) ?? "/usr/bin/chromium";

/** Runs in the page before any of its scripts (not subject to the page's CSP): records paint times. */
function recordPaints() {
  const marks = { lcp: 0, fcp: 0, heading: 0, live: 0 };
  window.__firstPaint = marks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) marks.lcp = Math.max(marks.lcp, entry.startTime);
  }).observe({ type: "largest-contentful-paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === "first-contentful-paint") marks.fcp = entry.startTime;
  }).observe({ type: "paint", buffered: true });
  // The heading counts once it is in the document and a frame has been painted with it.
  const watch = () => {
    if (marks.heading) return;
    if (document.querySelector("h1")) {
      requestAnimationFrame(() => setTimeout(() => (marks.heading ||= performance.now()), 0));
    } else requestAnimationFrame(watch);
  };
  watch();
  // When the live app replaces a prerendered page (or, without one, renders its first heading).
  const live = () => {
    if (marks.live) return;
    const root = document.getElementById("root");
    if (root && !root.hasAttribute("data-prerendered") && root.querySelector("h1"))
      marks.live = performance.now();
    else requestAnimationFrame(live);
  };
  live();
}

async function measureOnce(browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", CONDITIONS);
  await page.addInitScript(recordPaints);
  let bytes = 0;
  cdp.on("Network.loadingFinished", (event) => (bytes += event.encodedDataLength));

  await page.goto(url, { waitUntil: "load", timeout: 120_000 });
  await page.waitForSelector("h1", { timeout: 120_000 });
  await page.waitForFunction(() => window.__firstPaint.live > 0, undefined, { timeout: 120_000 });
  await page.waitForLoadState("networkidle", { timeout: 120_000 });
  const result = await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
    const marks = window.__firstPaint;
    const settled = [...document.images].length === 0 ? 0 : performance.now();
    return { ...marks, fontsAndImages: settled, heading: marks.heading };
  });
  await context.close();
  const painted = Math.max(result.lcp, result.heading, result.fontsAndImages);
  return { ...result, painted, bytes };
}

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run"],
});
const results = [];
try {
  for (let run = 1; run <= runs; run += 1) {
    const result = await measureOnce(browser);
    results.push(result);
    console.log(
      `run ${run}: fully painted ${ms(result.painted)} (first contentful paint ${ms(result.fcp)}, ` +
        `largest contentful paint ${ms(result.lcp)}, heading ${ms(result.heading)}); live app at ${ms(result.live)}; ` +
        `${(result.bytes / 1000).toFixed(0)} KB transferred`,
    );
  }
} finally {
  await browser.close();
}

const median = results.map((result) => result.painted).sort((a, b) => a - b)[Math.floor(results.length / 2)];
const verdict = median <= TARGET_MS ? "within" : "over";
console.log(
  `landing page fully painted in ${ms(median)} (median of ${runs}): ${verdict} the ${ms(TARGET_MS)} target`,
);
if (median > TARGET_MS) process.exitCode = 1;

function ms(value) {
  return `${(value / 1000).toFixed(2)} s`;
}
