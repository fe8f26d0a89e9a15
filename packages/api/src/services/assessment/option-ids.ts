import { createHmac } from "node:crypto";
import { shuffleWithSeed } from "@leadcoach/db/content";

/**
 * What the browser sees of an option: an opaque id and its label, never its value. Ids and order are
 * derived with the server's link-signing key from (form, person, attempt, question), so they are stable
 * for one attempt on any device, new on a retake, different for another person or form, and neither the
 * id nor the position tells the value to anyone without the key.
 */

/**
 * Which form asks the questions: the assessment, or a goal's skill re-check (the pulse), which asks the
 * assessment's own questions. The form is part of the key, so one form's ids are never another's.
 */
export type OptionForm = "assessment" | "pulse";

/**
 * Whose options: the form, the person and their attempt. For the assessment the attempt is the number of
 * completed assessments + 1; for a pulse it is the goal's id (one re-check per goal).
 */
export interface AttemptKey {
  form: OptionForm;
  userId: number;
  attempt: number;
}

/** 16 base64url characters (96 bits) of HMAC-SHA256: unguessable, and short on the wire. */
export const OPTION_ID_LENGTH = 16;
export const OPTION_ID_PATTERN = /^[A-Za-z0-9_-]{16}$/;

function mac(
  signingKey: string,
  purpose: "option" | "order",
  owner: AttemptKey,
  questionId: string,
  extra = "",
): Buffer {
  return createHmac("sha256", signingKey)
    .update(`${owner.form}-${purpose}\n${owner.userId}\n${owner.attempt}\n${questionId}\n${extra}`)
    .digest();
}

/** The id of the option worth `value` in this question, for this person and attempt. */
export function optionIdFor(
  signingKey: string,
  owner: AttemptKey,
  questionId: string,
  value: number,
): string {
  return mac(signingKey, "option", owner, questionId, String(value))
    .toString("base64url")
    .slice(0, OPTION_ID_LENGTH);
}

/** The seed of this question's option order, for this person and attempt (keyed, so not computable in the browser). */
export function optionOrderSeed(signingKey: string, owner: AttemptKey, questionId: string): number {
  return mac(signingKey, "order", owner, questionId).readUInt32BE(0);
}

interface KeyedQuestion {
  id: string;
  options: readonly { value: number; label: string }[];
}

/** A question's options as the browser gets them: shuffled, each with its id and label only. */
export function presentOptions(
  signingKey: string,
  owner: AttemptKey,
  question: KeyedQuestion,
): { id: string; label: string }[] {
  return shuffleWithSeed(question.options, optionOrderSeed(signingKey, owner, question.id)).map((option) => ({
    id: optionIdFor(signingKey, owner, question.id, option.value),
    label: option.label,
  }));
}

/** For one question: which value each of its option ids stands for, for this person and attempt. */
export function optionValuesById(
  signingKey: string,
  owner: AttemptKey,
  question: KeyedQuestion,
): Map<string, number> {
  return new Map(
    question.options.map((option) => [
      optionIdFor(signingKey, owner, question.id, option.value),
      option.value,
    ]),
  );
}

export interface ResolvedChoices {
  /** questionId -> value, for the choices that are options of this attempt. */
  values: Map<string, number>;
  /** Question ids whose option id is not one of that question's options for this person and attempt. */
  unknownOptions: string[];
  /** Question ids that are not in the bank. */
  unknownQuestions: string[];
  duplicates: string[];
}

/** Maps chosen option ids back to values; anything that is not an option of this attempt is listed, not guessed. */
export function resolveChoices(
  signingKey: string,
  owner: AttemptKey,
  questions: readonly KeyedQuestion[],
  choices: readonly { questionId: string; optionId: string }[],
): ResolvedChoices {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const resolved: ResolvedChoices = {
    values: new Map(),
    unknownOptions: [],
    unknownQuestions: [],
    duplicates: [],
  };
  const seen = new Set<string>();
  for (const { questionId, optionId } of choices) {
    const question = byId.get(questionId);
    if (!question) {
      resolved.unknownQuestions.push(questionId);
      continue;
    }
    if (seen.has(questionId)) {
      if (!resolved.duplicates.includes(questionId)) resolved.duplicates.push(questionId);
      continue;
    }
    seen.add(questionId);
    const value = optionValuesById(signingKey, owner, question).get(optionId);
    if (value === undefined) resolved.unknownOptions.push(questionId);
    else resolved.values.set(questionId, value);
  }
  return resolved;
}
