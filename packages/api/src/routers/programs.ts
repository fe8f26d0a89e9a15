import { z } from "zod";
import { serve, serveVisitor } from "../context";
import {
  ZArchiveProgramInput,
  ZCreateFromTemplateInput,
  ZCreateProgramInput,
  ZEnrolInput,
  ZEnrolResult,
  ZJoinProgramInput,
  ZListParticipantsInput,
  ZMyPrograms,
  ZNudgeInput,
  ZNudgeResult,
  ZOpenPrograms,
  ZParticipantPage,
  ZProgramDetail,
  ZProgramIdInput,
  ZProgramSummary,
  ZProgramTemplateSummary,
  ZReflectInput,
  ZStepRefInput,
  ZUpdateProgramInput,
} from "../schemas/programs";
import { ZSuccess } from "../schemas/success";
import { listParticipants, nudgeParticipant } from "../services/programs/engagement";
import { createGoalFromStep, myPrograms, reflect } from "../services/programs/participant";
import {
  createProgram,
  duplicateProgram,
  enrolPeople,
  getProgram,
  joinProgram,
  listOpenPrograms,
  listPrograms,
  setProgramArchived,
  updateProgram,
} from "../services/programs/programs";
import { createFromTemplate, listTemplates } from "../services/programs/templates";
import { adminProcedure, protectedProcedure, router } from "../trpc";

/**
 * Leadership programs: admins build and run them (/admin/programs); a participant follows theirs
 * (/program). Admins see enrolment and which steps are done, never a reflection's text.
 */
export const programsRouter = router({
  list: adminProcedure.output(z.array(ZProgramSummary)).query(serve(listPrograms)),
  get: adminProcedure.input(ZProgramIdInput).output(ZProgramDetail).query(serve(getProgram)),
  create: adminProcedure.input(ZCreateProgramInput).output(ZProgramDetail).mutation(serve(createProgram)),
  /** Writes a new version; running enrolments keep theirs. */
  update: adminProcedure.input(ZUpdateProgramInput).output(ZProgramDetail).mutation(serve(updateProgram)),
  setArchived: adminProcedure
    .input(ZArchiveProgramInput)
    .output(ZProgramDetail)
    .mutation(serve(setProgramArchived)),
  duplicate: adminProcedure.input(ZProgramIdInput).output(ZProgramDetail).mutation(serve(duplicateProgram)),
  templates: adminProcedure.output(z.array(ZProgramTemplateSummary)).query(serve(listTemplates)),
  createFromTemplate: adminProcedure
    .input(ZCreateFromTemplateInput)
    .output(ZProgramDetail)
    .mutation(serve(createFromTemplate)),
  /** People and groups (up to 5,000 people), idempotent. */
  enrol: adminProcedure.input(ZEnrolInput).output(ZEnrolResult).mutation(serve(enrolPeople)),
  /** Engagement only (counts and dates, never an answer), by name; `stalledOnly` narrows to who stalled. */
  participants: adminProcedure
    .input(ZListParticipantsInput)
    .output(ZParticipantPage)
    .query(serve(listParticipants)),
  /** One 'your program is waiting' e-mail per person per program per week; a second answers `sent: false`. */
  nudge: adminProcedure.input(ZNudgeInput).output(ZNudgeResult).mutation(serveVisitor(nudgeParticipant)),

  /** 'My program': the caller's own enrolments. */
  mine: protectedProcedure.output(ZMyPrograms).query(serve(myPrograms)),
  open: protectedProcedure.output(ZOpenPrograms).query(serve(listOpenPrograms)),
  join: protectedProcedure.input(ZJoinProgramInput).output(ZEnrolResult).mutation(serve(joinProgram)),
  reflect: protectedProcedure.input(ZReflectInput).output(ZSuccess).mutation(serve(reflect)),
  createGoal: protectedProcedure
    .input(ZStepRefInput)
    .output(z.object({ goalId: z.number() }))
    .mutation(serve(createGoalFromStep)),
});
