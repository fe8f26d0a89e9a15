// After `vite build`: fails the build when the first screen's code or styles outgrow their budget.
// The first load is what index.html asks for (its module script, the modules that script imports
// statically, its stylesheets), each counted gzipped at level 9. Lazily loaded chunks do not count.
//
//   node scripts/check-bundle-budget.mjs [distDir] [--js-kb=170] [--css-kb=30]
//
// 1 KB = 1,000 bytes.
import { existsSync, readFileSync } from "node:fs";
import { join, posix } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export const DEFAULT_BUDGET = { jsKb: 170, cssKb: 30 };

const attribute = (tag, name) => new RegExp(`\\s${name}=["']?([^"'\\s>]+)`, "i").exec(tag)?.[1];

/** Same-origin paths of index.html's module scripts and modulepreloads (js) and stylesheets (css). */
export function htmlAssets(html) {
  const js = [];
  const css = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const isScript = /^<script/i.test(tag);
    const rel = attribute(tag, "rel")?.toLowerCase();
    const url = isScript ? attribute(tag, "src") : attribute(tag, "href");
    if (!url || /^[a-z]+:|^\/\//i.test(url)) continue;
    if (isScript && attribute(tag, "type") === "module") js.push(url);
    else if (!isScript && rel === "modulepreload") js.push(url);
    else if (!isScript && rel === "stylesheet") css.push(url);
  }
  return { js, css };
}

/** Relative static imports of a built chunk (`import ... from "./x.js"`, `import "./x.js"`); not import(). */
export function staticImports(code) {
  const found = [];
  for (const match of code.matchAll(/\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.{1,2}\/[^"']+)["']/g)) {
    found.push(match[1]);
  }
  // Re-exports (`export { a } from "./x.js"`) load their module too.
  for (const match of code.matchAll(/\bexport\s*(?:\*|\{[^}]*\})\s*from\s*["'](\.{1,2}\/[^"']+)["']/g)) {
    found.push(match[1]);
  }
  return found;
}

function sizes(content) {
  return {
    raw: content.length,
    gzip: gzipSync(content, { level: 9 }).length,
    brotli: brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }).length,
  };
}

/** Every file the first screen loads, with raw, gzip and brotli sizes, and the totals per kind. */
export function measureInitialLoad(distDir) {
  const indexFile = join(distDir, "index.html");
  if (!existsSync(indexFile)) throw new Error(`${indexFile} does not exist: run vite build first`);
  const { js, css } = htmlAssets(readFileSync(indexFile, "utf8"));
  const files = [];
  const seen = new Set();
  const visit = (url, kind) => {
    const path = posix.normalize(url.split(/[?#]/, 1)[0]);
    if (seen.has(path)) return;
    seen.add(path);
    const file = join(distDir, path);
    if (!existsSync(file)) throw new Error(`index.html loads ${path}, which is not in ${distDir}`);
    const content = readFileSync(file);
    files.push({ path, kind, ...sizes(content) });
    if (kind === "js") {
      for (const imported of staticImports(content.toString("utf8"))) {
        visit(posix.join(posix.dirname(path), imported), "js");
      }
    }
  };
  for (const url of js) visit(url, "js");
  for (const url of css) visit(url, "css");
  const total = (kind) =>
    files
      .filter((file) => file.kind === kind)
      .reduce(
        (sum, file) => ({
          raw: sum.raw + file.raw,
          gzip: sum.gzip + file.gzip,
          brotli: sum.brotli + file.brotli,
        }),
        {
          raw: 0,
          gzip: 0,
          brotli: 0,
        },
      );
  return { files, js: total("js"), css: total("css") };
}

/** The budget's verdict: the problems found (empty when within budget). */
export function checkBudget(measured, budget = DEFAULT_BUDGET) {
  const problems = [];
  if (measured.js.gzip > budget.jsKb * 1000) {
    problems.push(
      `initial JavaScript is ${kb(measured.js.gzip)} gzipped, over its budget of ${budget.jsKb} KB`,
    );
  }
  if (measured.css.gzip > budget.cssKb * 1000) {
    problems.push(`initial CSS is ${kb(measured.css.gzip)} gzipped, over its budget of ${budget.cssKb} KB`);
  }
  return problems;
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

/** Options come only from the command line (--js-kb=, --css-kb=, a dist folder), never the environment. */
function parseArgs(argv) {
  const budget = { ...DEFAULT_BUDGET };
  let distDir = fileURLToPath(new URL("../dist/", import.meta.url));
  for (const arg of argv) {
    const limit = /^--(js|css)-kb=(\d+(?:\.\d+)?)$/.exec(arg);
    if (limit) budget[limit[1] === "js" ? "jsKb" : "cssKb"] = Number(limit[2]);
    else if (!arg.startsWith("--")) distDir = arg;
    else throw new Error(`unknown option ${arg}`);
  }
  if (!(budget.jsKb > 0) || !(budget.cssKb > 0)) throw new Error("budgets must be positive numbers");
  return { distDir, budget };
}

function main() {
  const { distDir, budget } = parseArgs(process.argv.slice(2));
  const measured = measureInitialLoad(distDir);
  for (const file of measured.files) {
    console.log(
      `  ${file.path.padEnd(48)} ${kb(file.raw).padStart(10)} raw ${kb(file.gzip).padStart(9)} gzip ${kb(file.brotli).padStart(9)} br`,
    );
  }
  for (const kind of ["js", "css"]) {
    const t = measured[kind];
    const limit = kind === "js" ? budget.jsKb : budget.cssKb;
    console.log(
      `initial ${kind.toUpperCase()}: ${kb(t.gzip)} gzip (budget ${limit} KB), ${kb(t.brotli)} brotli, ${kb(t.raw)} raw`,
    );
  }
  const problems = checkBudget(measured, budget);
  if (problems.length > 0) {
    for (const problem of problems) console.error(`Bundle budget exceeded: ${problem}.`);
    console.error(
      "Load the code or styles that the first screen does not need lazily (docs/performance.md).",
    );
    process.exit(1);
  }
  console.log("bundle budget: OK");
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
