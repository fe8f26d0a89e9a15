/**
 * Export my goals and their milestones as CSV: one row per milestone (a goal without milestones gets
 * one row with the milestone columns empty), to stdout or to --out.
 *
 *   pnpm --filter @leadcoach/client exec tsx examples/export-goals.ts --url http://localhost:3001 --token-file ~/.leadcoach-token --out goals.csv
 */
import { writeFile } from "node:fs/promises";
import type { RouterOutputs } from "@leadcoach/client";
import { clientFromArgs, CONNECTION_USAGE, connectionOptions, parseCli, run } from "./cli";
import { toCsv, type CsvValue } from "./csv";

const USAGE = `Usage: tsx examples/export-goals.ts --url <address> (--token <token> | --token-file <path>) [--out <file.csv>]
${CONNECTION_USAGE}
  --out <file.csv>      write the CSV there (with a byte-order mark for spreadsheets) instead of stdout`;

type Goal = RouterOutputs["goals"]["list"][number];

const GOAL_CSV_HEADER = [
  "Goal ID",
  "Goal",
  "Status",
  "Priority",
  "Target date",
  "Progress %",
  "Skill",
  "Milestone #",
  "Milestone",
  "Milestone done",
  "Milestone done at",
] as const;

/** The rows of one goal: one per milestone, or one with empty milestone columns. */
function goalRows(goal: Goal): CsvValue[][] {
  const columns: CsvValue[] = [
    goal.id,
    goal.title,
    goal.status,
    goal.priority,
    goal.targetDate,
    goal.progressPercentage,
    goal.skillName,
  ];
  if (goal.milestones.length === 0) return [[...columns, null, null, null, null]];
  return goal.milestones.map((milestone, index) => [
    ...columns,
    index + 1,
    milestone.description,
    milestone.completed ? "yes" : "no",
    milestone.completedAt,
  ]);
}

run(USAGE, async () => {
  const { values } = parseCli({ options: { ...connectionOptions, out: { type: "string" } } });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const client = await clientFromArgs(values);
  const me = await client.auth.me.query();
  const goals = await client.goals.list.query({ userId: me.id });
  const csv = toCsv([GOAL_CSV_HEADER, ...goals.flatMap(goalRows)]);
  if (values.out) {
    await writeFile(values.out, `\uFEFF${csv}`);
    process.stderr.write(`Wrote ${goals.length} goal(s) to ${values.out}\n`);
  } else {
    process.stdout.write(csv);
  }
});
