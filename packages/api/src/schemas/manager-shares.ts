import { z } from "zod";
import { ZEmail } from "./auth";
import { ZGoalStatus } from "./goals";
import { ZRecordId } from "./record-id";

/** What a manager sees, said once: the participant's screen shows it, and the invitation e-mail. */
export const MANAGER_SEES_NOTE =
  "Your manager sees your name, each program's name, the week you are in and how many steps are done, " +
  "and the goals you choose to share (title, status and progress). Never your reflections, assessment " +
  "answers, feedback, 360 results or recommendations. Withdrawing stops it at once.";

export const SHARE_WITH_SELF = "You cannot invite yourself as your manager.";
/** Each invitation e-mails an address the person typed: a few a day is plenty, and keeps it from being a spam gun. */
export const MANAGER_INVITES_PER_DAY = 10;
export const TOO_MANY_MANAGER_INVITES = `You can invite at most ${MANAGER_INVITES_PER_DAY} managers a day. Please try again tomorrow.`;
export const SHARE_ALREADY_ACTIVE = (email: string) => `You already share your progress with ${email}.`;
export const SHARE_ACCOUNT_INACTIVE = "That account is deactivated; ask an admin, or invite another address.";
export const SHARE_NOT_FOUND = "Share not found.";
export const FOLLOWED_PERSON_NOT_FOUND = "This person does not share their progress with you.";
export const SHARED_GOAL_NOT_FOUND = "Goal not found.";

/** Waiting: no account has the address yet; the share reaches it when one does. */
export const managerShareStatuses = ["waiting_for_account", "active", "withdrawn"] as const;
export const ZManagerShareStatus = z.enum(managerShareStatuses);
export type ManagerShareStatus = z.infer<typeof ZManagerShareStatus>;

export const ZInviteManagerInput = z.object({ email: ZEmail });
export type InviteManagerInput = z.infer<typeof ZInviteManagerInput>;

export const ZManagerShare = z.object({
  id: z.number().int(),
  managerEmail: z.string(),
  /** The manager's name once an account has the address. */
  managerName: z.string().nullable(),
  status: ZManagerShareStatus,
  createdAt: z.string(),
  withdrawnAt: z.string().nullable(),
});
export type ManagerShare = z.infer<typeof ZManagerShare>;

export const ZWithdrawShareInput = z.object({ shareId: ZRecordId });
export type WithdrawShareInput = z.infer<typeof ZWithdrawShareInput>;

export const ZSetGoalSharedInput = z.object({ goalId: ZRecordId, shared: z.boolean() });
export type SetGoalSharedInput = z.infer<typeof ZSetGoalSharedInput>;
export const ZSetGoalSharedResult = z.object({ goalId: z.number().int(), shared: z.boolean() });

export const ZFollowedPersonInput = z.object({ userId: ZRecordId });
export type FollowedPersonInput = z.infer<typeof ZFollowedPersonInput>;

/** Engagement and progress only: counts and weeks, never what the person wrote. */
export const ZFollowedProgram = z.object({
  enrolmentId: z.number().int(),
  name: z.string(),
  startDate: z.string(),
  lengthWeeks: z.number().int(),
  /** 0 before the start, never past the last week. */
  currentWeek: z.number().int(),
  stepsDone: z.number().int(),
  stepsTotal: z.number().int(),
});

export const ZFollowedGoal = z.object({
  id: z.number().int(),
  title: z.string(),
  status: ZGoalStatus,
  progressPercentage: z.number(),
});

export const ZFollowedPerson = z.object({
  userId: z.number().int(),
  name: z.string(),
  /** When the person shared with the caller. */
  sharedSince: z.string(),
  programs: z.array(ZFollowedProgram),
  goals: z.array(ZFollowedGoal),
});
export type FollowedPerson = z.infer<typeof ZFollowedPerson>;
export type FollowedProgram = z.infer<typeof ZFollowedProgram>;
