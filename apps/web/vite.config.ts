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
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * Writes landing.html beside index.html: the landing page a signed-out visitor sees at "/", rendered to
 * HTML at build time (src/prerender.tsx), with the styles it needs and the colour-scheme script inline.
 * On a slow connection (1.5 s per request) it paints from the HTML response alone, where the app
 * needs three more round trips (scripts, session, page code). The server sends it for "/" to a request
 * without a session cookie; main.tsx swaps in the live app once that shows the same page.
 */
export function prerenderLanding(): Plugin {
  let config: ResolvedConfig;
  let css: string[] = [];
  let landingJs: string[] = [];
  return {
    name: "leadcoach:prerender-landing",
    apply: (userConfig, env) => env.command === "build" && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      const files = bundle as unknown as Record<string, BundleFile>;
      const names = Object.keys(files);
      const entry = names.find((name) => files[name]?.type === "chunk" && files[name]?.isEntry);
      const landing = names.find((name) =>
        files[name]?.facadeModuleId?.endsWith("/src/pages/landing.page.tsx"),
      );
      if (!entry || !landing) throw new Error("prerender: the entry or the landing page chunk is missing");
      css = [...new Set([...cssOf(files, entry), ...cssOf(files, landing)])];
      const initial = chunkClosure(files, entry);
      landingJs = [...chunkClosure(files, landing)].filter((name) => !initial.has(name));
    },
    async closeBundle() {
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
          renderLanding: () => Promise<{ html: string; title: string | null }>;
        };
        const { html, title } = await module.renderLanding();
        const styles = css.map((file) => readFileSync(join(outDir, file), "utf8")).join("\n");
        const colorScheme = readFileSync(join(webRoot, "public/color-scheme.js"), "utf8");
        let page = readFileSync(join(outDir, "index.html"), "utf8");
        page = page
          // Light until the inline script below picks the stored or system scheme (and if it cannot run).
          .replace('<html lang="en">', '<html lang="en" data-mantine-color-scheme="light">')
          .replace(
            /<!--(?:(?!-->)[\s\S])*-->\s*<script src="\/color-scheme\.js"><\/script>/,
            () => `<script>${colorScheme.trim()}</script>`,
          )
          .replace(/\s*<link rel="stylesheet"[^>]*>/g, "")
          // The live landing page's code starts loading with the app's, not after the session answers.
          .replace("</head>", () => {
            const preloads = landingJs.map(
              (name) => `<link rel="modulepreload" crossorigin href="${config.base}${name}">`,
            );
            // Disabled links: never fetched (their styles are inline just below), but they tell the app's
            // loader that these files are in the page, so the live page does not fetch them again.
            const known = css.map(
              (name) => `<link rel="stylesheet" crossorigin href="${config.base}${name}" disabled>`,
            );
            return `  ${[...preloads, ...known].join("\n    ")}\n    <style>${styles}</style>\n  </head>`;
          })
          .replace('<div id="root"></div>', () => `<div id="root" data-prerendered="landing">${html}</div>`);
        if (title) page = page.replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`);
        if (
          !page.includes("data-prerendered") ||
          !page.includes('data-mantine-color-scheme="light">') ||
          page.includes('src="/color-scheme.js"')
        ) {
          throw new Error(
            "prerender: index.html no longer has the expected <html>, #root or colour-scheme script",
          );
        }
        writeFileSync(join(outDir, "landing.html"), page);
      } finally {
        rmSync(ssrDir, { recursive: true, force: true });
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), mantineComponentCss(), prerenderLanding()],
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
      output: {
        codeSplitting: {
          // Every icon in one chunk (about 9 KB gzipped) instead of one file per icon per page: on a slow
          // connection each request costs a round trip, each byte very little.
          groups: [{ name: "icons", test: /@tabler[\\/]icons-react/, priority: 30 }],
        },
      },
    },
  },
});
