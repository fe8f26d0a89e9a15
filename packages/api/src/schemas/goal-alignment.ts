import { z } from "zod";
import { ANALYTICS_MIN_GROUP_SIZE } from "./analytics";
import { ZGoalStatus } from "./goals";
import { ZRecordId } from "./record-id";

/**
 * Goal alignment: admins set a handful of shared goals for a program or a group; a participant links
 * one of their own goals to one of them. Admins see how many goals are aligned only once at least
 * `ALIGNMENT_MIN_PEOPLE` people have aligned one; never whose goals or what they say.
 */

/** Shared goals a program or a group has at once (archived ones do not count). The database holds the lengths. */
export const MAX_SHARED_GOALS = 10;
export const MAX_SHARED_GOAL_TITLE_LENGTH = 120;
export const MAX_SHARED_GOAL_DESCRIPTION_LENGTH = 500;
/** An aggregate of fewer people would point at individuals. */
export const ALIGNMENT_MIN_PEOPLE = ANALYTICS_MIN_GROUP_SIZE;

export const sharedGoalOwnerKinds = ["program", "group"] as const;
export const ZSharedGoalOwnerKind = z.enum(sharedGoalOwnerKinds);
export type SharedGoalOwnerKind = z.infer<typeof ZSharedGoalOwnerKind>;

export const SHARED_GOAL_MISSING = "That shared goal no longer exists.";
export const SHARED_GOAL_ARCHIVED =
  "That shared goal is archived: choose another one, or leave the goal unaligned.";
export const SHARED_GOAL_PROGRAM_ARCHIVED =
  "That program is archived, so its shared goals take no new goals: choose another one, or leave the goal unaligned.";
export const SHARED_GOAL_NOT_AVAILABLE =
  "You can align a goal only to a shared goal of a program you are enrolled in or a group you belong to.";
export const SHARED_GOAL_OWNER_ARCHIVED = "This program is archived: restore it before adding shared goals.";
export function tooManySharedGoals(kind: SharedGoalOwnerKind): string {
  return `A ${kind} has at most ${MAX_SHARED_GOALS} shared goals at once: archive one before adding another.`;
}

/** Which program or group a shared goal belongs to. */
export const ZSharedGoalOwner = z.object({ kind: ZSharedGoalOwnerKind, id: ZRecordId });
export type SharedGoalOwner = z.infer<typeof ZSharedGoalOwner>;

/** The fields an admin writes (the dialog's form checks the same schema). */
export const ZSharedGoalFields = z.object({
  title: z
    .string()
    .trim()
    .min(1, "Please enter the shared goal's title")
    .max(MAX_SHARED_GOAL_TITLE_LENGTH, `A title is at most ${MAX_SHARED_GOAL_TITLE_LENGTH} characters`),
  description: z
    .string()
    .trim()
    .max(
      MAX_SHARED_GOAL_DESCRIPTION_LENGTH,
      `A description is at most ${MAX_SHARED_GOAL_DESCRIPTION_LENGTH} characters`,
    )
    .default(""),
});
export type SharedGoalFields = z.input<typeof ZSharedGoalFields>;

export const ZListSharedGoalsInput = z.object({ owner: ZSharedGoalOwner });
export type ListSharedGoalsInput = z.infer<typeof ZListSharedGoalsInput>;

export const ZCreateSharedGoalInput = ZSharedGoalFields.extend({ owner: ZSharedGoalOwner });
export type CreateSharedGoalInput = z.output<typeof ZCreateSharedGoalInput>;

export const ZUpdateSharedGoalInput = ZSharedGoalFields.extend({ id: ZRecordId });
export type UpdateSharedGoalInput = z.output<typeof ZUpdateSharedGoalInput>;

export const ZArchiveSharedGoalInput = z.object({ id: ZRecordId, archived: z.boolean() });
export type ArchiveSharedGoalInput = z.infer<typeof ZArchiveSharedGoalInput>;

/** What admins see of a shared goal: its text and, from `ALIGNMENT_MIN_PEOPLE` people on, how many aligned. */
export const ZSharedGoal = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  archived: z.boolean(),
  createdAt: z.string(),
  /** Goals aligned and the people they belong to; null while fewer than `ALIGNMENT_MIN_PEOPLE` people aligned one. */
  aligned: z.object({ goals: z.number().int(), people: z.number().int() }).nullable(),
});
export type SharedGoal = z.infer<typeof ZSharedGoal>;

/**
 * Whether the person may align a goal to it now: `open`; `archived` (the shared goal, or its program);
 * `left` (no longer enrolled in the program or in the group). Existing links stay in every state.
 */
export const alignmentStates = ["open", "archived", "left"] as const;
export const ZAlignmentState = z.enum(alignmentStates);
export type AlignmentState = z.infer<typeof ZAlignmentState>;

export const ZSharedGoalOwnerName = z.object({
  kind: ZSharedGoalOwnerKind,
  id: z.number().int(),
  name: z.string(),
});

/** A shared goal as the participant sees it, with the ids of their own goals aligned to it. */
export const ZMySharedGoal = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  owner: ZSharedGoalOwnerName,
  state: ZAlignmentState,
  goalIds: z.array(z.number().int()),
});
export type MySharedGoal = z.infer<typeof ZMySharedGoal>;

/** The shared goals open to the person, and any they have a goal aligned to (whatever their state). */
export const ZMyAlignments = z.object({ sharedGoals: z.array(ZMySharedGoal) });
export type MyAlignments = z.infer<typeof ZMyAlignments>;

/** For a manager: the alignment of the goals a person shares with them, and nothing else. */
export const ZFollowedAlignment = z.object({
  userId: z.number().int(),
  sharedGoals: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      owner: ZSharedGoalOwnerName.omit({ id: true }),
      archived: z.boolean(),
      goals: z.array(
        z.object({
          id: z.number().int(),
          title: z.string(),
          status: ZGoalStatus,
          progressPercentage: z.number(),
        }),
      ),
    }),
  ),
});
export type FollowedAlignment = z.infer<typeof ZFollowedAlignment>;
