import { appLink } from "../../lib/app-link";
import type { ApiConfig } from "../../config";
import { programStepKindLabels } from "../../schemas/programs";
import type { ProgramStepKind } from "@leadcoach/db";
import { formatDay } from "../digest/week";
import type { EmailContent } from "../email/render";

/** Where one program stands in the person's week. */
export interface ProgramWeek {
  name: string;
  week: number;
  lengthWeeks: number;
  /** The week's last day ('YYYY-MM-DD'): its steps are due then. */
  dueDate: string;
  /** This week's steps not done yet, in the program's order. */
  open: { kind: ProgramStepKind; title: string }[];
  stepsThisWeek: number;
  /** Steps of earlier weeks still open. */
  earlierOpen: number;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function programParagraph(p: ProgramWeek): string {
  const lines = [`Week ${p.week} of ${p.lengthWeeks} of "${p.name}", due ${formatDay(p.dueDate)}:`];
  lines.push(...p.open.map((step) => `- ${programStepKindLabels[step.kind]}: ${step.title}`));
  if (p.open.length === 0) lines.push("- This week's steps are done.");
  const done = p.stepsThisWeek - p.open.length;
  const tally = [`${done} of ${p.stepsThisWeek} done this week.`];
  if (p.earlierOpen > 0) {
    tally.push(
      `${plural(p.earlierOpen, "step", "steps")} from earlier weeks ${p.earlierOpen === 1 ? "is" : "are"} still open.`,
    );
  }
  lines.push(tally.join(" "));
  return lines.join("\n");
}

/** The Monday e-mail: each running program's week, what is left, and the way to the program page. */
export function programReminderContent(
  config: ApiConfig,
  programs: readonly ProgramWeek[],
): EmailContent & { subject: string } {
  const [only] = programs;
  const single = programs.length === 1 && only;
  const toGo = (p: ProgramWeek) => p.open.length + p.earlierOpen;
  const open = programs.reduce((sum, p) => sum + toGo(p), 0);
  return {
    subject: single
      ? `Week ${only.week} of ${only.name}: ${plural(toGo(only), "step", "steps")} to go`
      : `This week in your leadership programs: ${plural(open, "step", "steps")} to go`,
    preheader: "Your program's steps for this week, and when they are due.",
    heading: single ? `Week ${only.week} of ${only.lengthWeeks}: ${only.name}` : "This week in your programs",
    paragraphs: programs.map(programParagraph),
    action: { label: "Open my program", url: appLink(config.appUrl, "/program") },
    footnote: `You get this e-mail on Monday mornings while you follow a leadership program in ${config.mail.productName}. What you write in the program stays yours: its admins see only which steps are done.`,
    unsubscribe: { label: "Turn these e-mails off in Settings", url: appLink(config.appUrl, "/settings") },
  };
}
