import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { checkBudget, DEFAULT_BUDGET, measureInitialLoad } from "../scripts/check-bundle-budget.mjs";

const script = fileURLToPath(new URL("../scripts/check-bundle-budget.mjs", import.meta.url));
/** Text that gzip cannot shrink much, so sizes are predictable. */
const noise = (bytes: number) => randomBytes(bytes).toString("base64");

/** A built app in miniature: an entry importing a shared chunk statically and a page lazily. */
const dist = mkdtempSync(join(tmpdir(), "leadcoach-budget-"));
mkdirSync(join(dist, "assets"));
writeFileSync(
  join(dist, "index.html"),
  `<!doctype html><html><head>
<script src="/color-scheme.js"></script>
<script type="module" crossorigin src="/assets/index-a1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/shared-b2.js">
<link rel="stylesheet" crossorigin href="/assets/index-c3.css">
</head><body><div id="root"></div></body></html>`,
);
writeFileSync(
  join(dist, "assets/index-a1.js"),
  `import{a as b}from"./shared-b2.js";import"./side-d4.js";const p=()=>import("./page-e5.js");console.log("${noise(30_000)}");`,
);
writeFileSync(join(dist, "assets/shared-b2.js"), `export const a="${noise(20_000)}";`);
writeFileSync(join(dist, "assets/side-d4.js"), `console.log("${noise(10_000)}");`);
writeFileSync(join(dist, "assets/page-e5.js"), `export default "${noise(500_000)}";`);
writeFileSync(join(dist, "assets/index-c3.css"), `body{--x:"${noise(12_000)}"}`);

afterAll(() => rmSync(dist, { recursive: true, force: true }));

function runCheck(...args: string[]): { code: number; output: string } {
  try {
    const output = execFileSync(process.execPath, [script, dist, ...args], {
      encoding: "utf8",
      stdio: "pipe",
    });
    return { code: 0, output };
  } catch (error) {
    const failed = error as { status: number; stdout: string; stderr: string };
    return { code: failed.status, output: failed.stdout + failed.stderr };
  }
}

describe("the bundle budget check", () => {
  it("counts the entry, its static imports and stylesheets, never lazy chunks or classic scripts", () => {
    const measured = measureInitialLoad(dist);
    expect(measured.files.map((file) => file.path).sort()).toEqual([
      "/assets/index-a1.js",
      "/assets/index-c3.css",
      "/assets/shared-b2.js",
      "/assets/side-d4.js",
    ]);
    // Base64 of random bytes gzips to about three quarters: ~60 KB of script, ~16 KB of CSS.
    expect(measured.js.gzip).toBeGreaterThan(45_000);
    expect(measured.js.gzip).toBeLessThan(70_000);
    expect(measured.css.gzip).toBeGreaterThan(9_000);
    expect(measured.css.gzip).toBeLessThan(20_000);
    expect(checkBudget(measured, DEFAULT_BUDGET)).toEqual([]);
  });

  it("passes the build within budget", () => {
    const result = runCheck();
    expect(result.code).toBe(0);
    expect(result.output).toContain("bundle budget: OK");
  });

  it("fails the build with a clear message when the JavaScript or CSS is over budget", () => {
    const js = runCheck("--js-kb=20");
    expect(js.code).toBe(1);
    expect(js.output).toMatch(
      /Bundle budget exceeded: initial JavaScript is \d+\.\d KB gzipped, over its budget of 20 KB/,
    );

    const css = runCheck("--css-kb=5");
    expect(css.code).toBe(1);
    expect(css.output).toMatch(
      /Bundle budget exceeded: initial CSS is \d+\.\d KB gzipped, over its budget of 5 KB/,
    );
  });

  it("fails when index.html loads a file the build did not write", () => {
    const broken = mkdtempSync(join(tmpdir(), "leadcoach-budget-"));
    writeFileSync(join(broken, "index.html"), '<script type="module" src="/assets/gone.js"></script>');
    expect(() => measureInitialLoad(broken)).toThrow(/loads \/assets\/gone\.js/);
    rmSync(broken, { recursive: true, force: true });
  });
});
