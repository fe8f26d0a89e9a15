import { readdirSync } from "node:fs";
import tseslint from "typescript-eslint";
import root, { appImports } from "../../eslint.config.js";

/**
 * The service folders in layers, lowest first. A folder imports only folders of lower layers, so no two
 * folders ever import each other (not even round a longer circle). A new folder takes the lowest layer
 * above everything it imports; when a folder needs one of its own layer or above, move the shared piece
 * down (into a lower folder) or pass it in as an argument. `services/deps.ts`, what every service needs,
 * is below them all.
 */
const serviceLayers = [
  ["activity", "audit", "growth"],
  [
    "access-log",
    "email",
    "groups",
    "notifications",
    "organisation",
    "people",
    "program-steps",
    "skills",
    "users",
  ],
  ["analytics", "auth", "bug-reports", "goal-alignment", "learning", "profile", "sessions"],
  [
    "access-tokens",
    "digest",
    "feedback",
    "goals",
    "invitations",
    "passkeys",
    "settings",
    "sso",
    "two-factor",
  ],
  ["progress-events"],
  ["calendar", "programs", "reviews-360", "scim"],
  [
    "account",
    "feedback-form",
    "manager-shares",
    "program-reminders",
    "program-reports",
    "recommendations",
    "review-campaigns",
  ],
  ["dashboard", "followed-alignment", "lessons"],
  ["admin", "assessment"],
  ["skill-pulse"],
];

const servicesDir = new URL("./src/services/", import.meta.url);
const placed = new Set(serviceLayers.flat());
for (const entry of readdirSync(servicesDir, { withFileTypes: true })) {
  if (entry.isDirectory() && !placed.has(entry.name)) {
    throw new Error(
      `packages/api/eslint.config.js: place services/${entry.name} in a layer of serviceLayers.`,
    );
  }
}

/** A relative import (from any depth) of one of these top-level folders or modules. */
const importOf = (names) => `^(\\.\\./)+(${names.join("|")})(/|$)`;

const procedureImports = {
  regex: importOf(["context", "trpc", "root", "routers"]),
  message:
    "Services take what they need from services/deps.ts (context.ts builds it): never tRPC's context, procedures or routers.",
};

/** The restricted imports of a service file: the root's, tRPC's modules, and the one given. */
const serviceImports = (files, forbidden) => ({
  files,
  // Tests may drive a service through the router and borrow another domain's fixtures.
  ignores: ["src/**/*.test.ts"],
  rules: { "no-restricted-imports": ["error", { patterns: [appImports, procedureImports, forbidden] }] },
});

const layerRules = serviceLayers.flatMap((layer, index) => {
  const above = serviceLayers.slice(index).flat();
  return layer.map((folder) =>
    serviceImports([`src/services/${folder}/**/*.ts`], {
      regex: importOf(above.filter((name) => name !== folder)),
      message: `services/${folder} imports only folders of a lower layer (serviceLayers in packages/api/eslint.config.js): move the shared piece down, or pass it in as an argument.`,
    }),
  );
});

export default tseslint.config(
  ...root,
  serviceImports(["src/services/deps.ts"], {
    regex: "^\\./",
    message: "services/deps.ts is below every service folder: it imports none.",
  }),
  ...layerRules,
);
