import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import react from "@vitejs/plugin-react";
import { build, defineConfig, type Plugin, type ResolvedConfig } from "vite";

const apiTarget = "http://127.0.0.1:3001";
const proxiedPaths = ["/api", "/trpc", "/healthz", "/readyz"] as const;

/** A Mantine class-name module (`<Name>.module.mjs`) in one of Mantine's packages' ESM builds. */
const MANTINE_CLASSES =
  /\/@mantine\/(core|dates|charts|notifications)\/esm\/(?:.*\/)?([A-Za-z-]+)\.module\.mjs$/;

/**
 * Each Mantine component brings its own stylesheet. Mantine's class-name modules are rewritten to import
 * the CSS they name, so a component's CSS lands in the chunk that uses the component: the first screen
 * carries only the shell's styles, and the calendar's and charts' styles load with those pages. The
 * bundler orders CSS by import, so a component's dependencies' styles come before its own, as in
 * Mantine's single stylesheet. Core has one file per component; the other packages have one stylesheet.
 */
export function mantineComponentCss(): Plugin {
  return {
    name: "leadcoach:mantine-component-css",
    transform(code, id) {
      const match = MANTINE_CLASSES.exec(id.split("?", 1)[0] ?? id);
      if (!match) return null;
      const [, pkg, name] = match;
      const sheet = pkg === "core" ? `@mantine/core/styles/${name}.css` : `@mantine/${pkg}/styles.css`;
      return { code: `import ${JSON.stringify(sheet)};\n${code}`, map: null };
    },
  };
}

const webRoot = fileURLToPath(new URL(".", import.meta.url));

/** A chunk and every chunk it imports statically. */
function chunkClosure(
  bundle: Record<string, BundleFile>,
  fileName: string,
  seen = new Set<string>(),
): Set<string> {
  const chunk = bundle[fileName];
  if (seen.has(fileName) || !chunk || chunk.type !== "chunk") return seen;
  seen.add(fileName);
  for (const name of chunk.imports) chunkClosure(bundle, name, seen);
  return seen;
}

/** The CSS files a chunk needs: its own and those of every chunk it imports statically. */
function cssOf(bundle: Record<string, BundleFile>, fileName: string, seen = new Set<string>()): string[] {
  if (seen.has(fileName)) return [];
  seen.add(fileName);
  const chunk = bundle[fileName];
  if (!chunk || chunk.type !== "chunk") return [];
  const imported = chunk.imports.flatMap((name) => cssOf(bundle, name, seen));
  return [...imported, ...(chunk.viteMetadata?.importedCss ?? [])];
}
interface BundleFile {
  type: "chunk" | "asset";
  isEntry?: boolean;
  facadeModuleId?: string | null;
  imports: string[];
  moduleIds?: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/** A page the build renders to HTML (src/prerender.tsx), and the page modules its live version runs. */
interface PrerenderedPage {
  name: "landing" | "login" | "dashboard";
  /** The route's page module and other lazily loaded modules the live page needs at once. */
  modules: readonly string[];
  /** Packages the page's first load must not run (the build fails when one creeps in). */
  excludedPackages?: readonly string[];
}

/** The password strength meter's packages: loaded by import() once a password is typed, never at once. */
const PASSWORD_METER_PACKAGES = ["@zxcvbn-ts/core", "@zxcvbn-ts/language-common", "@zxcvbn-ts/language-en"];

const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { name: "landing", modules: ["/src/pages/landing.page.tsx"], excludedPackages: PASSWORD_METER_PACKAGES },
  // The login page's 'Sign Up' tab has the meter.
  { name: "login", modules: ["/src/pages/login.page.tsx"], excludedPackages: PASSWORD_METER_PACKAGES },
  // The signed-in header (menus, notifications) loads beside the page, not after it.
  // Nothing on the dashboard's first screen validates input: evaluating zod's constructors and schemas
  // was the longest task of its start (docs/performance.md, "Sixth pass").
  {
    name: "dashboard",
    modules: ["/src/pages/dashboard.page.tsx", "/src/app/layout/signed-in-header.tsx"],
    excludedPackages: ["zod", ...PASSWORD_METER_PACKAGES],
  },
];

/**
 * Inline in prerendered pages with a form: until the app takes over, a submitted form (Enter or its
 * button) is held instead of sent, and so is a tab chosen (login's "Sign Up"); main.tsx submits the live
 * form with the typed values, or opens the live tab, once it is in place. The forms also say
 * method="post", so even without scripts nothing typed lands in an address.
 */
const HOLD_INPUT_SCRIPT = `(function () {
  function copyOf(target) {
    var root = document.querySelector("[data-prerendered]");
    return root && target instanceof Element && root.contains(target) ? root : null;
  }
  document.addEventListener("submit", function (event) {
    var root = copyOf(event.target);
    if (root && event.target instanceof HTMLFormElement) {
      event.preventDefault();
      root.setAttribute("data-held-submit", event.target.getAttribute("aria-label") || "");
    }
  }, true);
  document.addEventListener("click", function (event) {
    var tab = event.target instanceof Element ? event.target.closest("[role=tab]") : null;
    var root = copyOf(tab);
    if (root) root.setAttribute("data-held-tab", tab.textContent || "");
  }, true);
})();`;

/**
 * Inline at the end of a prerendered page: starts the app (its entry, and the page's code preloaded beside
 * it) once the page is painted. Fetched from the head, the scripts shared the connection with the HTML
 * and its styles, and on a fast one could run before the first paint; the page is complete without
 * them, so they wait one frame. A page opened in the background starts at once (no frames there).
 */
function startAppScript(entry: string, preloads: readonly string[]): string {
  return `(function () {
  function start() {
    ${JSON.stringify(preloads)}.forEach(function (href) {
      var link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement("script");
    script.type = "module";
    script.crossOrigin = "";
    script.src = ${JSON.stringify(entry)};
    document.head.appendChild(script);
  }
  if (document.visibilityState === "visible") requestAnimationFrame(function () { setTimeout(start); });
  else start();
})();`;
}

/**
 * Writes landing.html, login.html and dashboard.html beside index.html: the pages a first visit opens
 * most (the landing and sign-in pages for a visitor, the dashboard's shell for someone signed in),
 * rendered to HTML at build time (src/prerender.tsx), with the styles they need and the colour-scheme
 * script inline. On a slow connection (1.5 s per request) they paint from the HTML response alone,
 * where the app needs three more round trips (scripts, session, page code). The server picks the file
 * by path and session (apps/api/src/plugins/web.ts); main.tsx swaps in the live app once that shows
 * the same page.
 */
export function prerenderPages(): Plugin {
  let config: ResolvedConfig;
  const assets = new Map<PrerenderedPage["name"], { css: string[]; js: string[] }>();
  return {
    name: "leadcoach:prerender-pages",
    apply: (userConfig, env) => env.command === "build" && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      const files = bundle as unknown as Record<string, BundleFile>;
      const names = Object.keys(files);
      const entry = names.find((name) => files[name]?.type === "chunk" && files[name]?.isEntry);
      if (!entry) throw new Error("prerender: the entry chunk is missing");
      const initial = chunkClosure(files, entry);
      for (const page of PRERENDERED_PAGES) {
        const chunks = page.modules.map((module) => {
          const chunk = names.find((name) => files[name]?.facadeModuleId?.endsWith(module));
          if (!chunk) throw new Error(`prerender: the chunk of ${module} is missing`);
          return chunk;
        });
        const css = [entry, ...chunks].flatMap((name) => cssOf(files, name));
        const js = chunks.flatMap((name) => [...chunkClosure(files, name)]);
        for (const pkg of page.excludedPackages ?? []) {
          const marker = `/node_modules/${pkg}/`;
          const offender = [...initial, ...js].find((name) =>
            files[name]?.moduleIds?.some((id) => id.includes(marker)),
          );
          if (offender)
            throw new Error(`prerender: the ${page.name} page's first load runs ${pkg} (in ${offender})`);
        }
        assets.set(page.name, {
          css: [...new Set(css)],
          js: [...new Set(js)].filter((name) => !initial.has(name)),
        });
      }
    },
    async closeBundle() {
      // generateBundle stopped part-way (the build failed, with its own error to report): nothing to render.
      if (assets.size !== PRERENDERED_PAGES.length) return;
      const outDir = resolve(config.root, config.build.outDir);
      // Inside apps/web, so the rendered module finds its npm packages in node_modules.
      const ssrDir = mkdtempSync(join(webRoot, "node_modules/.prerender-"));
      try {
        await build({
          configFile: false,
          root: webRoot,
          logLevel: "warn",
          mode: config.mode,
          plugins: [react()],
          build: { ssr: "src/prerender.tsx", outDir: ssrDir, emptyOutDir: true, sourcemap: false },
        });
        const module = (await import(pathToFileURL(join(ssrDir, "prerender.js")).href)) as {
          renderPage: (name: PrerenderedPage["name"]) => Promise<{ html: string; title: string | null }>;
        };
        const colorScheme = readFileSync(join(webRoot, "public/color-scheme.js"), "utf8");
        const template = readFileSync(join(outDir, "index.html"), "utf8");
        for (const { name } of PRERENDERED_PAGES) {
          const { css, js } = assets.get(name) ?? { css: [], js: [] };
          const rendered = await module.renderPage(name);
          writeFileSync(
            join(outDir, `${name}.html`),
            prerenderedDocument(template, { name, ...rendered, css, js, outDir, colorScheme }),
          );
        }
      } finally {
        rmSync(ssrDir, { recursive: true, force: true });
      }
    },
  };

  function prerenderedDocument(
    template: string,
    page: {
      name: string;
      html: string;
      title: string | null;
      css: string[];
      js: string[];
      outDir: string;
      colorScheme: string;
    },
  ): string {
    const styles = page.css.map((file) => readFileSync(join(page.outDir, file), "utf8")).join("\n");
    // A form of the copy never submits as a GET (see HOLD_INPUT_SCRIPT).
    const html = page.html.replace(/<form(?![^>]*\smethod=)/g, '<form method="post"');
    const scripts = [page.colorScheme.trim(), ...(html.includes("<form") ? [HOLD_INPUT_SCRIPT] : [])];
    // The app's scripts: the entry and the files preloaded beside it, the page's own after them.
    const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(template)?.[1];
    if (!entry) throw new Error("prerender: index.html no longer has its module script");
    const preloaded = [
      ...[...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
        ([, href]) => href ?? "",
      ),
      ...page.js.map((name) => `${config.base}${name}`),
    ];
    let doc = template
      .replace(/\s*<script type="module"[^>]*><\/script>/, "")
      .replace(/\s*<link rel="modulepreload"[^>]*>/g, "")
      // Light until the inline script below picks the stored or system scheme (and if it cannot run).
      .replace('<html lang="en">', '<html lang="en" data-mantine-color-scheme="light">')
      .replace(/<!--(?:(?!-->)[\s\S])*-->\s*<script src="\/color-scheme\.js"><\/script>/, () =>
        scripts.map((script) => `<script>${script}</script>`).join("\n    "),
      )
      .replace(/\s*<link rel="stylesheet"[^>]*>/g, "")
      .replace("</head>", () => {
        // Disabled links: never fetched (their styles are inline just below), but they tell the app's
        // loader that these files are in the page, so the live page does not fetch them again.
        const known = page.css.map(
          (name) => `<link rel="stylesheet" crossorigin href="${config.base}${name}" disabled>`,
        );
        return `  ${known.join("\n    ")}\n    <style>${styles}</style>\n  </head>`;
      })
      .replace(
        '<div id="root"></div>',
        () =>
          `<div id="root" data-prerendered="${page.name}">${html}</div>\n    <script>${startAppScript(entry, preloaded)}</script>`,
      );
    const { title } = page;
    if (title) doc = doc.replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`);
    if (
      !doc.includes("data-prerendered") ||
      !doc.includes('data-mantine-color-scheme="light">') ||
      doc.includes('src="/color-scheme.js"')
    ) {
      throw new Error(
        "prerender: index.html no longer has the expected <html>, #root or colour-scheme script",
      );
    }
    return doc;
  }
}

export default defineConfig({
  plugins: [react(), mantineComponentCss(), prerenderPages()],
  server: {
    port: 3000,
    strictPort: true,
    proxy: Object.fromEntries(proxiedPaths.map((path) => [path, { target: apiTarget }])),
  },
  preview: { port: 3000 },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // Maps are written for debugging a build, but no file points browsers at them and the server never
    // serves them.
    sourcemap: "hidden",
    // The CSP allows only same-origin script files; every supported browser has native modulepreload.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Needed to inline common chunks (below); the entry's exports are never imported by anything.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // Every icon in one chunk (about 9 KB gzipped) instead of one file per icon per page: on a slow
          // connection each request costs a round trip, each byte very little.
          groups: [{ name: "icons", test: /@tabler[\\/]icons-react/, priority: 30 }],
          // Likewise, a small shared chunk (a hook, a Mantine component two pages use) is copied into
          // each chunk that imports it instead of being one more file to wait for.
          experimentalInlineCommonChunks: { maxSize: 8 * 1024 },
        },
      },
    },
  },
});
