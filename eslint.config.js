import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/**
 * Each workspace lints with `eslint .` through a config that re-exports this one, so file patterns are
 * anchored at the repository's root with `basePath`; otherwise "apps/web/**" would match nothing there.
 */
const repoRoot = import.meta.dirname;
const sources = ["**/*.ts", "**/*.tsx"];

/** Environment is read and validated in one env.ts per app (and one for the db scripts). */
const envMessage =
  "Read the environment in an env.ts, validate it there, and pass configuration as arguments.";
/** Files that may read the environment besides env.ts: test and tool configuration only. */
const envReaders = [
  "**/env.ts",
  "vitest.shared.ts",
  "**/vitest.config.ts",
  "**/vitest.*.config.ts",
  "tests/e2e/playwright.config.ts",
  // The test database helper reads what each vitest project sets (TEST_DB, DATABASE_URL).
  "packages/db/src/testing.ts",
];

const webImportMessage =
  "The web app imports @leadcoach/api as types only, and runtime code from @leadcoach/api/schemas and @leadcoach/api/days (browser-safe).";
const webImports = {
  paths: [{ name: "@leadcoach/api", allowTypeImports: true, message: webImportMessage }],
  patterns: [
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
  ],
};
const componentsPattern = {
  regex: "(^|/)features(/|$)",
  message: "components/ holds shared building blocks: it never imports from features/ (move the piece down).",
};

/** Dependencies point inward: apps -> packages/api -> packages/db. */
export const appImports = {
  group: [
    "@leadcoach/server",
    "@leadcoach/server/*",
    "@leadcoach/web",
    "@leadcoach/web/*",
    "fastify",
    "@fastify/*",
  ],
  message: "Packages never import an app or an HTTP framework: dependencies point inward.",
};
const apiImports = {
  group: ["@leadcoach/api", "@leadcoach/api/*"],
  message: "packages/db is the innermost layer: it never imports packages/api.",
};

const browserSafeMessage =
  "Shared schemas and the domain module run in the browser: no Node, database or server imports at run time.";
const browserSafeImports = [
  { group: ["node:*"], message: browserSafeMessage },
  {
    // Any part of @leadcoach/db but its dependency-free domain module.
    regex: "^@leadcoach/db(/(?!domain$).*)?$",
    allowTypeImports: true,
    message: browserSafeMessage,
  },
  {
    group: ["kysely", "pg", "@electric-sql/*", "@node-rs/*", "@trpc/server", "@trpc/server/*"],
    allowTypeImports: true,
    message: browserSafeMessage,
  },
];

export default tseslint.config(
  { ignores: ["**/dist/**", "**/.turbo/**", "**/node_modules/**", "**/.data/**", "**/*.mjs", "**/*.js"] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: repoRoot },
    },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      // Interface implementations (session stores, drivers) are async without awaiting.
      "@typescript-eslint/require-await": "off",
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    basePath: repoRoot,
    files: ["apps/web/**/*.tsx", "apps/web/**/*.ts"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    basePath: repoRoot,
    files: sources,
    ignores: envReaders,
    rules: {
      "no-restricted-properties": ["error", { object: "process", property: "env", message: envMessage }],
      "no-restricted-syntax": [
        "error",
        {
          selector: "MemberExpression[object.type='MetaProperty'][property.name='env']",
          message: envMessage,
        },
        {
          selector:
            "ImportDeclaration[source.value=/^(node:)?process$/] ImportSpecifier[imported.name='env']",
          message: envMessage,
        },
      ],
    },
  },
  {
    basePath: repoRoot,
    files: ["packages/api/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [appImports] }] },
  },
  {
    basePath: repoRoot,
    files: ["packages/db/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [appImports, apiImports] }] },
  },
  {
    basePath: repoRoot,
    files: ["packages/api/src/schemas/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [appImports, ...browserSafeImports] }] },
  },
  {
    basePath: repoRoot,
    files: ["packages/db/src/domain.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [appImports, apiImports, ...browserSafeImports] }],
    },
  },
  {
    basePath: repoRoot,
    files: ["apps/web/**/*.ts", "apps/web/**/*.tsx"],
    // Tests are not bundled: they may load the router itself to check the app against it.
    ignores: ["apps/web/**/*.test.ts", "apps/web/**/*.test.tsx"],
    rules: { "no-restricted-imports": ["error", webImports] },
  },
  {
    basePath: repoRoot,
    files: ["apps/web/src/components/**/*.ts", "apps/web/src/components/**/*.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: webImports.paths, patterns: [...webImports.patterns, componentsPattern] },
      ],
    },
  },
);
