import type { AssessmentProgress, SaveAssessmentProgressInput } from "../../schemas/assessment";
import type { ServiceDeps, SessionUser } from "../deps";
import { lockUserRow } from "../users/queries";
import { valuesOfChoices } from "./choices";
import { optionIdFor } from "./option-ids";
import { findAssessmentProgress, findAssessmentQuestions, upsertAssessmentProgress } from "./queries";
import { currentAttempt } from "./status";
import { assertCanTake } from "./submit";

/** The caller's saved answers for their current attempt, as option ids of that attempt. */
export async function getAssessmentProgress(
  { db, config }: ServiceDeps,
  caller: SessionUser,
): Promise<AssessmentProgress> {
  const [row, owner, questions] = await Promise.all([
    findAssessmentProgress(db, caller.id),
    currentAttempt(db, caller.id),
    findAssessmentQuestions(db),
  ]);
  // A row of an earlier attempt (a save that raced its submit) is not this attempt's progress.
  if (!row || row.attempt !== owner.attempt) return { choices: [], updatedAt: null };
  const choices = questions.flatMap((question) => {
    const value = row.answers[question.id];
    const known = question.options.some((option) => option.value === value);
    return value !== undefined && known
      ? [{ questionId: question.id, optionId: optionIdFor(config.linkSigningKey, owner, question.id, value) }]
      : [];
  });
  return { choices, updatedAt: row.updatedAt.toISOString() };
}

/**
 * Saves the caller's answers so far (they replace the saved ones: the last save wins). Under the same
 * row lock as a submit, so a save racing a submit either lands before it (and is cleared by it) or
 * after it, when its ids belong to the submitted attempt and it is refused with a 409.
 */
export async function saveAssessmentProgress(
  { db, config, now: clock }: ServiceDeps,
  caller: SessionUser,
  input: SaveAssessmentProgressInput,
): Promise<AssessmentProgress> {
  const now = clock();
  const questions = await findAssessmentQuestions(db);
  return db.transaction().execute(async (trx) => {
    await lockUserRow(trx, caller.id);
    const owner = await currentAttempt(trx, caller.id);
    const values = valuesOfChoices(config.linkSigningKey, owner, questions, input.choices);
    await assertCanTake(trx, caller.id, now, config.assessmentRetakeDays);
    await upsertAssessmentProgress(trx, {
      userId: caller.id,
      attempt: owner.attempt,
      answers: Object.fromEntries(values),
      at: now,
    });
    const saved = new Set(values.keys());
    return {
      choices: input.choices.filter((choice) => saved.has(choice.questionId)),
      updatedAt: now.toISOString(),
    };
  });
}
