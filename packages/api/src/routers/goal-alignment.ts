import { z } from "zod";
import { serve } from "../context";
import {
  ZArchiveSharedGoalInput,
  ZCreateSharedGoalInput,
  ZFollowedAlignment,
  ZListSharedGoalsInput,
  ZMyAlignments,
  ZSharedGoal,
  ZUpdateSharedGoalInput,
} from "../schemas/goal-alignment";
import { followedAlignments } from "../services/followed-alignment/following";
import { myAlignments } from "../services/goal-alignment/alignment";
import {
  createSharedGoal,
  listSharedGoals,
  setSharedGoalArchived,
  updateSharedGoal,
} from "../services/goal-alignment/shared-goals";
import { adminProcedure, protectedProcedure, router } from "../trpc";

/**
 * Goal alignment: admins set shared goals for a program or a group and see, from 5 people on, how many
 * goals are aligned to each (never whose or which); participants align their own goals to them (through
 * `goals.create` and `goals.update`) and see the tree; a manager sees the alignment of the goals shared
 * with them.
 */
export const goalAlignmentRouter = router({
  /** A program's or group's shared goals, each mutation answering the owner's list as it then stands. */
  sharedGoals: adminProcedure
    .input(ZListSharedGoalsInput)
    .output(z.array(ZSharedGoal))
    .query(serve(listSharedGoals)),
  createSharedGoal: adminProcedure
    .input(ZCreateSharedGoalInput)
    .output(z.array(ZSharedGoal))
    .mutation(serve(createSharedGoal)),
  updateSharedGoal: adminProcedure
    .input(ZUpdateSharedGoalInput)
    .output(z.array(ZSharedGoal))
    .mutation(serve(updateSharedGoal)),
  setSharedGoalArchived: adminProcedure
    .input(ZArchiveSharedGoalInput)
    .output(z.array(ZSharedGoal))
    .mutation(serve(setSharedGoalArchived)),

  /** The caller's tree: the shared goals open to them or holding their goals, with their goals' ids. */
  mine: protectedProcedure.output(ZMyAlignments).query(serve(myAlignments)),
  /** For a manager: the alignment of the goals each person sharing with them chose to share. */
  following: protectedProcedure.output(z.array(ZFollowedAlignment)).query(serve(followedAlignments)),
});
