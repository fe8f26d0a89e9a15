import { z } from "zod";
import { ZEmail } from "./auth";
import { ZGoalStatus } from "./goals";
import { LINK_TOKEN_PATTERN } from "./invitations";
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
/** An invitation may be sent again this long after its last e-mail: sending again is for a lost message. */
export const MANAGER_INVITATION_RESEND_HOURS = 24;
export const RESEND_ONCE_A_DAY = `You can send an invitation again once a day, and this one went less than ${MANAGER_INVITATION_RESEND_HOURS} hours ago. Please try again later.`;
export const SHARE_ALREADY_ACTIVE = (email: string) => `You already share your progress with ${email}.`;
export const SHARE_NOT_FOUND = "Share not found.";
export const SHARE_NOT_WAITING =
  "This invitation is no longer waiting: it was accepted, declined or withdrawn. Invite the address again instead.";
export const FOLLOWED_PERSON_NOT_FOUND = "This person does not share their progress with you.";
export const SHARED_GOAL_NOT_FOUND = "Goal not found.";

/** What the invited manager is told before accepting: the same as MANAGER_SEES_NOTE, seen from their side. */
export const managerWillSee = (name: string) =>
  `You will see ${name}'s name, each program's name, the week they are in and how many steps are done, ` +
  "and the goals they choose to share (title, status and progress). Never their reflections, assessment " +
  `answers, feedback, 360 results or recommendations. ${name} can withdraw this at any time.`;

/** The answers to an invitation link that can no longer be used, each saying what to do instead. */
export const MANAGER_INVITATION_INVALID =
  "This invitation link is not valid. If the invitation was sent again, open the newest e-mail; otherwise ask the person who invited you to send it again.";
export const managerInvitationExpired = (name: string) =>
  `This invitation has expired. Ask ${name} to send it again from their program page.`;
export const managerInvitationWithdrawn = (name: string) =>
  `${name} withdrew this invitation: there is nothing to accept.`;
export const MANAGER_INVITATION_DECLINED =
  "This invitation was declined. If that was a mistake, ask the person to invite you again.";
export const MANAGER_INVITATION_USED =
  "This invitation has already been accepted. The person shows under 'People I follow' for the account that accepted it.";
export const MANAGER_INVITATION_YOURS =
  "This is your own invitation: your manager accepts it from the e-mail they got.";

/**
 * waiting: the manager has not answered the e-mailed link yet; expired: its link no longer works (or it
 * was never sent one), and the participant may send it again; active: accepted; declined by the
 * manager; withdrawn by the participant.
 */
export const managerShareStatuses = ["waiting", "expired", "active", "declined", "withdrawn"] as const;
export const ZManagerShareStatus = z.enum(managerShareStatuses);
export type ManagerShareStatus = z.infer<typeof ZManagerShareStatus>;

export const ZInviteManagerInput = z.object({ email: ZEmail });
export type InviteManagerInput = z.infer<typeof ZInviteManagerInput>;

export const ZManagerShare = z.object({
  id: z.number().int(),
  managerEmail: z.string(),
  /** The name of the account that accepted, once it has. */
  managerName: z.string().nullable(),
  status: ZManagerShareStatus,
  createdAt: z.string(),
  /** While waiting: when the e-mailed link stops working. */
  expiresAt: z.string().nullable(),
  withdrawnAt: z.string().nullable(),
});
export type ManagerShare = z.infer<typeof ZManagerShare>;

/** A share of the caller's, to withdraw or to send again. */
export const ZShareIdInput = z.object({ shareId: ZRecordId });
export type ShareIdInput = z.infer<typeof ZShareIdInput>;

/** The e-mailed link's token (32 random bytes as base64url, as every link of ours). */
export const ZManagerInvitationInput = z.object({
  token: z.string().regex(LINK_TOKEN_PATTERN, MANAGER_INVITATION_INVALID),
});
export type ManagerInvitationInput = z.infer<typeof ZManagerInvitationInput>;

/** What the link's page shows before the manager accepts or declines. */
export const ZManagerInvitation = z.object({
  participantName: z.string(),
  /** The invited address; any account may accept, as the link proves the address is theirs. */
  managerEmail: z.string(),
  expiresAt: z.string(),
  youWillSee: z.string(),
});
export type ManagerInvitation = z.infer<typeof ZManagerInvitation>;

export const ZAcceptedInvitation = z.object({ userId: z.number().int(), participantName: z.string() });
export type AcceptedInvitation = z.infer<typeof ZAcceptedInvitation>;

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
