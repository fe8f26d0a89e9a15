import type { PulseQuestions, SubmitPulseInput } from "@leadcoach/api/schemas";

/** questionId -> the chosen option's id: the browser holds ids only, the server maps them to values. */
export type PulseAnswers = Readonly<Record<string, string>>;

/** True once every question of the re-check has a chosen option of its own. */
export function pulseComplete(questions: PulseQuestions["questions"], answers: PulseAnswers): boolean {
  return questions.every((q) => q.options.some((option) => option.id === answers[q.id]));
}

/** The submit's choices: each question with the id of the option chosen for it, in the questions' order. */
export function pulseChoices(
  questions: PulseQuestions["questions"],
  answers: PulseAnswers,
): SubmitPulseInput["choices"] {
  return questions.flatMap((q) => {
    const optionId = answers[q.id];
    return optionId ? [{ questionId: q.id, optionId }] : [];
  });
}
