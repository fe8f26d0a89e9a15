import { describe, expect, it } from "vitest";
import { createMemoryStorage } from "../notifications/memory-storage.test-util";
import {
  assessmentProgressKey,
  clearStoredAnswers,
  hasStoredAnswers,
  loadStoredAnswers,
  resumeIndex,
  sanitizeAnswers,
  saveStoredAnswers,
  toSubmission,
} from "./assessment-progress";

const options = [1, 2, 3, 4, 5].map((value) => ({ value, label: `Option ${value}` }));
const questions = ["q1", "q2", "q3"].map((id) => ({ id, options }));

describe("assessment progress storage", () => {
  it("keeps answers per user and restores them", () => {
    const storage = createMemoryStorage();
    saveStoredAnswers(storage, 7, { q1: "4", q2: "5" });
    expect(storage.getItem(assessmentProgressKey(7))).toContain('"q1":"4"');
    expect(sanitizeAnswers(loadStoredAnswers(storage, 7), questions)).toEqual({ q1: "4", q2: "5" });
    expect(hasStoredAnswers(storage, 7)).toBe(true);
    expect(hasStoredAnswers(storage, 8)).toBe(false);
    clearStoredAnswers(storage, 7);
    expect(hasStoredAnswers(storage, 7)).toBe(false);
  });

  it("survives unreadable or missing storage", () => {
    const storage = createMemoryStorage({ [assessmentProgressKey(1)]: "{not json" });
    expect(loadStoredAnswers(storage, 1)).toEqual({});
    expect(loadStoredAnswers(undefined, 1)).toEqual({});
    expect(() => saveStoredAnswers(undefined, 1, {})).not.toThrow();
  });

  it("drops answers for unknown questions or options", () => {
    expect(sanitizeAnswers({ q1: "3", q2: "9", q9: "1", q3: 4 }, questions)).toEqual({ q1: "3" });
    expect(sanitizeAnswers(null, questions)).toEqual({});
  });
});

describe("resumeIndex", () => {
  it("resumes at the first unanswered question", () => {
    expect(resumeIndex(questions, {})).toBe(0);
    expect(resumeIndex(questions, { q1: "1", q3: "2" })).toBe(1);
  });

  it("stays on the last question when all are answered", () => {
    expect(resumeIndex(questions, { q1: "1", q2: "2", q3: "3" })).toBe(2);
  });
});

describe("toSubmission", () => {
  it("sends every answer in question order with score = Number(answer)", () => {
    expect(toSubmission(questions, { q3: "2", q1: "4", q2: "5" })).toEqual({
      responses: [
        { questionId: "q1", answer: "4", score: 4 },
        { questionId: "q2", answer: "5", score: 5 },
        { questionId: "q3", answer: "2", score: 2 },
      ],
    });
  });
});
