// Bundles the server (to dist/server.js, or the path given as argument) and the workspace packages it imports into dist/server.js; npm packages stay external.
import { cpSync, rmSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { build } from "esbuild";

// Dependencies of a workspace package that this app does not list itself: pnpm links them for that
// package only, so dist/server.js could not import them at run time. They read no files of their
// own at run time, so they go into the bundle.
const bundled = new Set([
  "nodemailer",
  "csv-parse",
  "csv-stringify",
  "js-yaml",
  "@zxcvbn-ts/language-common",
  "@zxcvbn-ts/dictionary-compression",
]);

/** "csv-stringify/browser/esm/sync" -> "csv-stringify", "@scope/pkg/x" -> "@scope/pkg". */
const packageName = (path) =>
  path
    .split("/")
    .slice(0, path.startsWith("@") ? 2 : 1)
    .join("/");

const outfile = process.argv[2] ?? "dist/server.js";

await build({
  entryPoints: ["src/server.ts"],
  outfile,
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  sourcemap: true,
  logLevel: "warning",
  plugins: [
    {
      name: "externalize-npm-packages",
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith("@leadcoach/") || bundled.has(packageName(args.path))
            ? undefined
            : { path: args.path, external: true },
        );
      },
    },
  ],
});

// The authored content (lessons, assessment items, skills) is YAML that packages/db reads at run time:
// it goes beside the bundle, in <outdir>/content, where the loader looks when it runs from the bundle.
const content = join(dirname(outfile), "content");
rmSync(content, { recursive: true, force: true });
cpSync(new URL("../../packages/db/src/content/", import.meta.url), content, {
  recursive: true,
  filter: (path) => statSync(path).isDirectory() || path.endsWith(".yaml"),
});
