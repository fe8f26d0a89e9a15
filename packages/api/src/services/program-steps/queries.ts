import type { DB, ProgramStepKind } from "@leadcoach/db";
import { sql } from "kysely";

/**
 * Marks program steps done when the person does what they ask (a lesson, a pulse, the assessment, a
 * 360, a practice activity). Called by the progress events inside the action's transaction. A step
 * is done once (the completion's primary key); a lesson step needs its lesson, a pulse step with a
 * skill needs that skill; an activity or pulse completes one step per enrolment, the earliest open one.
 */
export interface StepEvent {
  kind: Exclude<ProgramStepKind, "reflection" | "goal">;
  lessonId?: number;
  skillId?: number;
}

export async function completeProgramSteps(
  db: DB,
  userId: number,
  event: StepEvent,
  now: Date,
): Promise<number> {
  const result = await sql<{ n: number }>`
    insert into program_step_completions (enrolment_id, step_id, completed_at)
    select distinct on (e.id) e.id, s.id, ${now}
    from program_enrolments e
    join program_steps s on s.version_id = e.version_id
    where e.user_id = ${userId}
      and s.kind = ${event.kind}
      and (${event.lessonId ?? null}::integer is null or s.lesson_id = ${event.lessonId ?? null}::integer)
      and (s.skill_id is null or ${event.skillId ?? null}::integer is null or s.skill_id = ${event.skillId ?? null}::integer)
      and not exists (
        select 1 from program_step_completions c where c.enrolment_id = e.id and c.step_id = s.id
      )
    order by e.id, s.week, s.position
    on conflict do nothing`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
