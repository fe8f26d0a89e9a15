#!/usr/bin/env node
// CI's dependency audit: `pnpm audit --prod --audit-level high`. Fails on a high or critical advisory in a
// production dependency. Accepted exceptions live in pnpm-workspace.yaml (`auditConfig.ignoreGhsas`, or
// `ignoreCves`), each with a comment saying why (SECURITY.md).
//
// The audit needs the registry's advisory endpoint. Where that endpoint cannot be reached (an offline
// mirror, a proxy that lets package downloads through but refuses the audit call), the script says so in
// one clear block and passes: the result is then unknown, not clean. `--require-endpoint` makes that a
// failure instead, for a machine that must prove a clean audit.
//
//   node scripts/audit-dependencies.mjs [--require-endpoint]
import { spawnSync } from "node:child_process";
import process from "node:process";
import { fileURLToPath } from "node:url";

/** Errors meaning the advisory endpoint did not answer, as opposed to an answer with advisories. */
const UNREACHABLE =
  /ERR_PNPM_AUDIT_BAD_RESPONSE|ERR_PNPM_AUDIT_ENDPOINT_NOT_EXISTS|ERR_PNPM_FETCH_\w+|ERR_PNPM_META_FETCH_FAIL|ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|fetch failed/;

/** "clean", "advisories" or "unreachable", from pnpm audit's exit status and output. */
export function auditVerdict(status, output) {
  if (status === 0) return "clean";
  if (UNREACHABLE.test(output)) return "unreachable";
  return "advisories";
}

function main() {
  const requireEndpoint = process.argv.includes("--require-endpoint");
  const run = spawnSync("pnpm", ["audit", "--prod", "--audit-level", "high"], { encoding: "utf8" });
  const output = `${run.stdout ?? ""}${run.stderr ?? ""}`;
  process.stdout.write(output);
  const verdict = run.error ? "unreachable" : auditVerdict(run.status, output);
  if (verdict === "clean") {
    console.log("dependency audit: no high or critical advisory in production dependencies");
    return;
  }
  if (verdict === "unreachable") {
    console.log(
      [
        "",
        "dependency audit: NOT PERFORMED. The registry's audit endpoint could not be reached (see the",
        "error above); the package downloads work, the advisory lookup does not. The result is unknown,",
        "not clean: run `pnpm audit --prod` where the endpoint answers.",
      ].join("\n"),
    );
    if (requireEndpoint) process.exit(1);
    return;
  }
  console.error(
    [
      "",
      "dependency audit: FAILED. A production dependency has a high or critical advisory (above).",
      "Update it (pnpm update, or an override in pnpm-workspace.yaml), or, if it cannot affect LeadCoach,",
      "record an accepted exception under auditConfig.ignoreGhsas in pnpm-workspace.yaml with a comment",
      "saying why (SECURITY.md).",
    ].join("\n"),
  );
  process.exit(1);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
