import importX, { createNodeResolver } from "eslint-plugin-import-x";
import root from "../../eslint.config.js";

/**
 * The web app's folders, inside out: lib/ and components/ are shared building blocks, features/<domain>/
 * build screens from them, pages/ and app/ compose the screens. A folder never imports one further out,
 * and no two modules import each other (directly or around a circle).
 */
const webImportMessage =
  "The web app imports @leadcoach/api as types only, and runtime code from @leadcoach/api/schemas and @leadcoach/api/days (browser-safe).";
const webImports = [
  {
    group: ["@leadcoach/api/*", "!@leadcoach/api/schemas", "!@leadcoach/api/days"],
    allowTypeImports: true,
    message: webImportMessage,
  },
  {
    group: ["@leadcoach/db", "@leadcoach/db/*"],
    allowTypeImports: true,
    message: "The web app takes the domain lists from @leadcoach/api/schemas, never from @leadcoach/db.",
  },
  { group: ["@leadcoach/server", "@leadcoach/server/*"], message: "The web app never imports the server." },
];
const webPaths = [{ name: "@leadcoach/api", allowTypeImports: true, message: webImportMessage }];

const outward = (folder, message) => ({ regex: `(^|/)${folder}(/|$)`, message });
const noApp = outward(
  "app",
  "Only pages/ and app/ import app/: move the shared piece to components/ or lib/.",
);
const noPages = outward("pages", "Only the router imports pages/.");
const noFeatures = outward("features", "components/ and lib/ never import features/: move the piece down.");
const noComponents = outward("components", "lib/ holds plain helpers: it never imports components/.");
/** Assessment reads nothing from skills: skills builds on assessment, and shared pieces live in lib/. */
const noSkills = outward(
  "skills",
  "features/assessment never imports features/skills: move the piece to lib/.",
);

const rule = (patterns) => ["error", { paths: webPaths, patterns: [...webImports, ...patterns] }];
const under = (folder) => [`src/${folder}/**/*.ts`, `src/${folder}/**/*.tsx`];
// Tests are not bundled: they may load the router itself to check the app against it.
const tests = ["**/*.test.ts", "**/*.test.tsx"];

export default [
  ...root,
  { files: ["src/**/*.ts", "src/**/*.tsx"], ignores: tests, rules: { "no-restricted-imports": rule([]) } },
  { files: under("features"), ignores: tests, rules: { "no-restricted-imports": rule([noApp, noPages]) } },
  {
    files: under("features/assessment"),
    ignores: tests,
    rules: { "no-restricted-imports": rule([noApp, noPages, noSkills]) },
  },
  {
    files: under("components"),
    ignores: tests,
    rules: { "no-restricted-imports": rule([noApp, noPages, noFeatures]) },
  },
  {
    files: under("lib"),
    ignores: tests,
    rules: { "no-restricted-imports": rule([noApp, noPages, noFeatures, noComponents]) },
  },
  {
    files: ["src/**/*.ts", "src/**/*.tsx"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js"] })],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
];
