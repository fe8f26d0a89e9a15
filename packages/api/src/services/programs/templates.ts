import { programTemplates } from "@leadcoach/db/content";
import { AppError } from "../../lib/app-error";
import {
  TEMPLATE_NOT_FOUND,
  ZCreateProgramInput,
  type CreateFromTemplateInput,
  type ProgramDetail,
  type ProgramTemplateSummary,
} from "../../schemas/programs";
import type { ServiceDeps, SessionUser } from "../deps";
import { createProgramFrom } from "./programs";
import { lessonIdsBySlug } from "./queries";

/** The shipped templates (content/programs), for the admin to start from. */
export function listTemplates(_deps: ServiceDeps, _caller: SessionUser): ProgramTemplateSummary[] {
  return programTemplates().map((t) => ({
    key: t.key,
    name: t.name,
    description: t.description,
    lengthWeeks: t.lengthWeeks,
    stepCount: t.steps.length,
  }));
}

/** A new program from a template, its lessons found by slug and the whole validated as an admin's own. */
export async function createFromTemplate(
  { db }: ServiceDeps,
  caller: SessionUser,
  input: CreateFromTemplateInput,
): Promise<ProgramDetail> {
  const template = programTemplates().find((t) => t.key === input.key);
  if (!template) throw new AppError("NOT_FOUND", TEMPLATE_NOT_FOUND);
  const ids = await lessonIdsBySlug(
    db,
    template.steps.flatMap((s) => (s.lesson ? [s.lesson] : [])),
  );
  const parsed = ZCreateProgramInput.safeParse({
    name: template.name,
    description: template.description,
    lengthWeeks: template.lengthWeeks,
    steps: template.steps.map((s) => ({
      week: s.week,
      kind: s.kind,
      title: s.title,
      lessonId: s.lesson ? (ids.get(s.lesson) ?? null) : null,
      prompt: s.prompt ?? null,
    })),
  });
  // content:check keeps templates valid; a lesson missing from this database is still a clear answer.
  if (!parsed.success)
    throw new AppError("CONFLICT", `The template '${template.name}' names a lesson this site lacks.`);
  return createProgramFrom(db, caller, parsed.data, template.key);
}
