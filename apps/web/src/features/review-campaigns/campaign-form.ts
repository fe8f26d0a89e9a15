import { reviewCampaignDatesProblem, ZCreateReviewCampaignInput } from "@leadcoach/api/schemas";
import dayjs from "dayjs";
import { z } from "zod";

/** What the DateTimePicker holds: local 'YYYY-MM-DD HH:mm:ss'. */
const PICKER_FORMAT = "YYYY-MM-DD HH:mm:ss";

export type CampaignAudienceKind = "group" | "program";

export type CampaignFormValues = {
  name: string;
  audience: CampaignAudienceKind;
  /** The program's id as the select's text value. */
  programId: string | null;
  groupId: number | null;
  /** The pickers' local times. */
  nominationDeadline: string | null;
  releaseAt: string | null;
  managerApproval: boolean;
};

function fromPickerValue(value: string): string | null {
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.toDate().toISOString() : null;
}

const server = ZCreateReviewCampaignInput.shape;

const pickerTime = (label: string) =>
  z
    .string({ error: `Please choose the ${label}` })
    .transform((value) => fromPickerValue(value) ?? value)
    .pipe(server.releaseAt);

/**
 * The create form: the server's rules (a name, one audience, the date rules it applies with the time)
 * with the dates held as the pickers' local text. Its output is reviewCampaigns.create's input.
 */
export const ZCampaignForm = z
  .object({
    name: server.name,
    audience: z.enum(["group", "program"]),
    programId: z.string().nullable(),
    groupId: z.number().nullable(),
    nominationDeadline: pickerTime("nomination deadline"),
    releaseAt: pickerTime("release date"),
    managerApproval: z.boolean(),
  })
  .superRefine(
    (values, ctx) => {
      if (values.audience === "program" && !values.programId) {
        ctx.addIssue({ code: "custom", path: ["programId"], message: "Choose a program" });
      }
      if (values.audience === "group" && values.groupId === null) {
        ctx.addIssue({ code: "custom", path: ["groupId"], message: "Choose a group" });
      }
      const problem = reviewCampaignDatesProblem(values, new Date());
      if (problem) ctx.addIssue({ code: "custom", path: [problem.field], message: problem.message });
    },
    { when: () => true },
  )
  .transform((values) => ({
    name: values.name,
    programId: values.audience === "program" ? Number(values.programId) : null,
    groupId: values.audience === "group" ? values.groupId : null,
    nominationDeadline: values.nominationDeadline,
    releaseAt: values.releaseAt,
    managerApproval: values.managerApproval,
  }));

/** Two weeks to nominate, then two more to answer; both at 17:00 local time. */
export function blankCampaign(now = new Date()): CampaignFormValues {
  const at = (days: number) => dayjs(now).add(days, "day").hour(17).minute(0).second(0).format(PICKER_FORMAT);
  return {
    name: "",
    audience: "group",
    programId: null,
    groupId: null,
    nominationDeadline: at(14),
    releaseAt: at(28),
    managerApproval: false,
  };
}
