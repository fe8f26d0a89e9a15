// Bundles the server (to dist/server.js, or the path given as argument) and the workspace packages it imports into dist/server.js; npm packages stay external.
import { build } from "esbuild";

await build({
  entryPoints: ["src/server.ts"],
  outfile: process.argv[2] ?? "dist/server.js",
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
          args.path.startsWith("@leadcoach/") ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
