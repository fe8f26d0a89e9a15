import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { relative } from "node:path";
import type { Reporter, TestModule } from "vitest/node";
import { reliabilityEnv } from "./env";
import "./helpers/report";

const resultsFile = fileURLToPath(new URL("./results.json", import.meta.url));
const apiRoot = fileURLToPath(new URL("..", import.meta.url));

/** Collects the figures each test recorded (see helpers/report.ts) into reliability/results.json. */
export default class ReliabilityResultsReporter implements Reporter {
  private startedAt = Date.now();

  onTestRunStart() {
    this.startedAt = Date.now();
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const results = [];
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const figures = test.meta().reliability;
        results.push({
          project: test.project.name,
          file: relative(apiRoot, module.moduleId),
          test: test.fullName,
          state: test.result().state,
          durationMs: Math.round(test.diagnostic()?.duration ?? 0),
          ...(figures ? { name: figures.name, figures: figures.figures } : {}),
        });
      }
    }
    const summary = {
      generatedAt: new Date().toISOString(),
      durationMs: Date.now() - this.startedAt,
      databases: reliabilityEnv.databaseUrl ? ["pglite", "postgres"] : ["pglite"],
      results,
    };
    writeFileSync(resultsFile, `${JSON.stringify(summary, null, 2)}\n`);
  }
}
