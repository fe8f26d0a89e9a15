import { describe, expect, it } from "vitest";
import type { CoachingInput } from "./generator";
import { priorityForScore, ruleBasedGenerator } from "./rule-based";
import { startTarget } from "./targets";

const now = new Date("2026-05-01T09:00:00Z");
const DAY = 86_400_000;

function input(overrides: Partial<CoachingInput> = {}): CoachingInput {
  return {
    userId: 1,
    now,
    overallScore: 66,
    categories: [
      { id: 1, name: "Communication", score: 74 },
      { id: 2, name: "Leadership Presence", score: 52 },
    ],
    skills: [
      {
        id: 11,
        key: "active-listening",
        name: "Active Listening",
        description: "d",
        categoryId: 1,
        categoryName: "Communication",
        score: 76,
      },
      {
        id: 21,
        key: "delegation",
        name: "Delegation and Empowerment",
        description: "d",
        categoryId: 2,
        categoryName: "Leadership Presence",
        score: 45,
      },
      {
        id: 22,
        key: "influence",
        name: "Influence Without Authority",
        description: "d",
        categoryId: 2,
        categoryName: "Leadership Presence",
        score: 64,
      },
      {
        id: 23,
        key: "vision-setting",
        name: "Setting Direction",
        description: "d",
        categoryId: 2,
        categoryName: "Leadership Presence",
        score: null,
      },
    ],
    goals: [],
    lessons: [
      {
        id: 6,
        title: "Delegating Without Abandoning",
        skillId: 21,
        estimatedMinutes: 25,
        status: "not_started",
        progress: 0,
      },
      {
        id: 8,
        title: "Influencing Another Team's Roadmap",
        skillId: 22,
        estimatedMinutes: 20,
        status: "in_progress",
        progress: 40,
      },
    ],
    feedback: { responseCount: 0, averageRating: null },
    ...overrides,
  };
}

describe("ruleBasedGenerator", () => {
  it("writes all four types, grounded in the weakest skills, lessons and category scores", async () => {
    const recs = await ruleBasedGenerator.generate(input());
    expect(new Set(recs.map((r) => r.type))).toEqual(
      new Set(["daily_tip", "weekly_challenge", "skill_exercise", "general"]),
    );
    const [first, second] = recs.filter((r) => r.type === "skill_exercise");
    expect(first).toMatchObject({
      title: "Practise Delegation and Empowerment: Delegating Without Abandoning",
      lessonId: 6,
      skillId: 21,
      priority: "high",
      reason:
        "Your Delegation and Empowerment score is 45% — your lowest skill — and you haven't started 'Delegating Without Abandoning'.",
    });
    expect(first?.dueDate?.getTime()).toBe(now.getTime() + 3 * DAY);
    expect(second).toMatchObject({ lessonId: 8, skillId: 22, priority: "medium" });
    expect(second?.reason).toContain("you're 40% through 'Influencing Another Team's Roadmap'");

    const tip = recs.find((r) => r.type === "daily_tip");
    expect(tip).toMatchObject({ skillId: 21, priority: "high" });
    expect(tip?.dueDate?.getTime()).toBe(now.getTime() + DAY);

    const general = recs.find((r) => r.type === "general");
    expect(general).toMatchObject({ title: "Focus area: Leadership Presence", priority: "high" });
    expect(general?.reason).toBe(
      "Your category scores are Communication 74%, Leadership Presence 52%; Leadership Presence is the lowest.",
    );
    expect(general?.dueDate?.getTime()).toBe(now.getTime() + 14 * DAY);
    for (const r of recs) expect(r.title.length).toBeLessThanOrEqual(200);
  });

  it("turns an open goal's next milestone into the weekly challenge", async () => {
    const recs = await ruleBasedGenerator.generate(
      input({
        goals: [
          {
            id: 9,
            title: "Improve Delegation and Empowerment",
            skillId: 21,
            status: "active",
            targetDate: "2026-05-20",
            milestones: [
              { description: "Complete the lesson 'Delegating Without Abandoning'", completed: true },
              { description: "Delegate something you would normally do yourself", completed: false },
            ],
          },
        ],
      }),
    );
    const weekly = recs.find((r) => r.type === "weekly_challenge");
    expect(weekly).toMatchObject({
      title: "This week: Delegate something you would normally do yourself",
      skillId: 21,
      priority: "high",
    });
    expect(weekly?.reason).toBe(
      "Your goal 'Improve Delegation and Empowerment' has 1 of 2 milestones done and is due on 2026-05-20; its skill is at 45%.",
    );
    expect(weekly?.dueDate?.getTime()).toBe(now.getTime() + 7 * DAY);
  });

  it("is deterministic and mentions peer feedback when there is some", async () => {
    const withFeedback = input({ feedback: { responseCount: 3, averageRating: 3.7 } });
    const a = await ruleBasedGenerator.generate(withFeedback);
    const b = await ruleBasedGenerator.generate(withFeedback);
    expect(a).toEqual(b);
    expect(a.find((r) => r.type === "general")?.reason).toContain(
      "Your peers rated you 3.7/5 on average across 3 responses.",
    );
  });

  it("asks for the assessment when there are no scores", async () => {
    const recs = await ruleBasedGenerator.generate(
      input({ skills: input().skills.map((s) => ({ ...s, score: null })), overallScore: null }),
    );
    expect(recs).toHaveLength(1);
    expect(recs[0]?.title).toBe("Take the leadership skills assessment");
  });

  it("priority follows the score", () => {
    expect([59, 60, 69, 70, 95, null].map(priorityForScore)).toEqual([
      "high",
      "medium",
      "medium",
      "low",
      "low",
      "medium",
    ]);
  });
});

describe("startTarget", () => {
  it("prefers the linked lesson, then the linked skill, then the screen's type mapping", () => {
    expect(startTarget({ type: "daily_tip", lessonId: 6, skillId: 21 })).toBe("/lesson/6");
    expect(startTarget({ type: "daily_tip", lessonId: null, skillId: 21 })).toBe("/lessons?skill=21");
    const bare = (type: string) => ({ type, lessonId: null, skillId: null });
    expect(
      ["daily_tip", "weekly_challenge", "skill_exercise", "general", "other"].map((t) =>
        startTarget(bare(t)),
      ),
    ).toEqual(["/lessons", "/goals", "/lessons", "/skills", "/lessons"]);
    expect(
      ["daily_tip", "weekly_challenge", "skill_exercise", "general"].map((t) =>
        startTarget(bare(t), "recommendations"),
      ),
    ).toEqual(["/skills", "/lessons", "/lessons", "/goals"]);
  });
});
