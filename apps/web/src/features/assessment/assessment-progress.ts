import type { AssessmentQuestion, SubmitAssessmentInput } from "@leadcoach/api/schemas";

/** Answers in progress, by question id; each value is the chosen option's value as a string. */
export type AssessmentAnswers = Record<string, string>;

type QuestionShape = Pick<AssessmentQuestion, "id" | "options">;

/** Answers in progress are kept per user, so two people sharing a browser never see each other's. */
export function assessmentProgressKey(userId: number): string {
  return `assessment-progress-${userId}`;
}

/** The stored answers that still match a question and one of its options; anything else is dropped. */
export function sanitizeAnswers(raw: unknown, questions: readonly QuestionShape[]): AssessmentAnswers {
  if (!raw || typeof raw !== "object") return {};
  const stored = raw as Record<string, unknown>;
  const answers: AssessmentAnswers = {};
  for (const question of questions) {
    const value = stored[question.id];
    if (typeof value !== "string") continue;
    if (question.options.some((option) => String(option.value) === value)) answers[question.id] = value;
  }
  return answers;
}

/** The raw stored answers (not yet checked against the questions); empty when none or unreadable. */
export function loadStoredAnswers(storage: Storage | undefined, userId: number): unknown {
  if (!storage) return {};
  try {
    const text = storage.getItem(assessmentProgressKey(userId));
    if (!text) return {};
    const parsed = JSON.parse(text) as unknown;
    return parsed && typeof parsed === "object" && "answers" in parsed ? parsed.answers : {};
  } catch (error) {
    console.warn("Could not read the saved assessment progress", error);
    return {};
  }
}

/** True when the user has answered at least one question and not yet submitted. */
export function hasStoredAnswers(storage: Storage | undefined, userId: number): boolean {
  const raw = loadStoredAnswers(storage, userId);
  return !!raw && typeof raw === "object" && Object.keys(raw).length > 0;
}

export function saveStoredAnswers(
  storage: Storage | undefined,
  userId: number,
  answers: AssessmentAnswers,
): void {
  if (!storage) return;
  try {
    storage.setItem(
      assessmentProgressKey(userId),
      JSON.stringify({ answers, savedAt: new Date().toISOString() }),
    );
  } catch (error) {
    console.warn("Could not save the assessment progress", error);
  }
}

export function clearStoredAnswers(storage: Storage | undefined, userId: number): void {
  try {
    storage?.removeItem(assessmentProgressKey(userId));
  } catch (error) {
    console.warn("Could not clear the saved assessment progress", error);
  }
}

/** Where to resume: the first unanswered question, or the last one when every question is answered. */
export function resumeIndex(
  questions: readonly Pick<QuestionShape, "id">[],
  answers: AssessmentAnswers,
): number {
  const index = questions.findIndex((question) => answers[question.id] === undefined);
  return index === -1 ? Math.max(questions.length - 1, 0) : index;
}

/** The submit payload in question order; the score is the answer as a number (the server recomputes it). */
export function toSubmission(
  questions: readonly Pick<QuestionShape, "id">[],
  answers: AssessmentAnswers,
): SubmitAssessmentInput {
  return {
    responses: questions.flatMap((question) => {
      const answer = answers[question.id];
      return answer === undefined ? [] : [{ questionId: question.id, answer, score: Number(answer) }];
    }),
  };
}
