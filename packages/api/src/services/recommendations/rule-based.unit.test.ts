import { describe, expect, it } from "vitest";
import { improvementThemes } from "./feedback-themes";
import type { CoachingInput, FeedbackSummary, GeneratedRecommendation } from "./generator";
import { priorityForScore, ruleBasedGenerator } from "./rule-based";
import { priorityForRank } from "./rule-helpers";
import { startTarget } from "./targets";

const now = new Date("2026-05-01T09:00:00Z");
const DAY = 86_400_000;

const noFeedback: FeedbackSummary = {
  responseCount: 0,
  averageRating: null,
  recentLowRatings: 0,
  pendingRequests: 0,
  improvementThemes: [],
};
/** Enough feedback that no feedback rule fires: three answers, 3.7 on average, none low. */
const someFeedback: FeedbackSummary = { ...noFeedback, responseCount: 3, averageRating: 3.7 };

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
    feedback: noFeedback,
    reviewGaps: null,
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
    // A tip is a habit, never the most urgent item: at most medium, even on the weakest skill.
    expect(tip).toMatchObject({ skillId: 21, priority: "medium" });
    expect(tip?.dueDate?.getTime()).toBe(now.getTime() + DAY);

    const general = recs.find((r) => r.type === "general");
    // The focus-area note sums up; only the weakest skill's recommendations are high.
    expect(general).toMatchObject({ title: "Focus area: Leadership Presence", priority: "medium" });
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
    const withFeedback = input({ feedback: someFeedback });
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

const exerciseFor = (recs: GeneratedRecommendation[], skillId: number) =>
  recs.find((r) => r.type === "skill_exercise" && r.skillId === skillId);
const gap = (skillId: number, skillName: string, self: number, others: number) => ({
  skillId,
  skillKey: "k",
  skillName,
  self,
  others,
  gap: Math.round((self - others) * 10) / 10,
});

describe("ruleBasedGenerator: received feedback and 360 gaps", () => {
  it("with no feedback at all, asks for feedback from three colleagues, leading to /peer-feedback", async () => {
    const recs = await ruleBasedGenerator.generate(input());
    const ask = recs.find((r) => r.title === "Ask three colleagues for feedback");
    expect(ask).toMatchObject({
      type: "general",
      priority: "medium",
      link: "/peer-feedback",
      lessonId: null,
      skillId: null,
      reason:
        "You have no peer feedback yet, so your recommendations only know how you rate yourself; an outside view matters most for Delegation and Empowerment, your lowest skill at 45%.",
    });
    expect(ask?.content).toContain(
      "your manager, a fellow engineer, and someone who depends on your decisions",
    );
    expect(ask?.content).toContain("how you handled delegation and empowerment there");
    if (!ask) throw new Error("expected the request for feedback");
    expect(startTarget(ask)).toBe("/peer-feedback");
    expect(startTarget(ask, "recommendations")).toBe("/peer-feedback");

    const oneWaiting = await ruleBasedGenerator.generate(
      input({ feedback: { ...noFeedback, pendingRequests: 1 } }),
    );
    expect(oneWaiting.find((r) => r.link)?.content).toContain(
      "You have 1 request waiting for an answer, so ask 2 more.",
    );
    // Three requests already out, or answers received: nothing to ask for.
    for (const feedback of [{ ...noFeedback, pendingRequests: 3 }, someFeedback]) {
      const recs = await ruleBasedGenerator.generate(input({ feedback }));
      expect(recs.some((r) => r.link)).toBe(false);
    }
  });

  it("a low average rating adds a feed-forward challenge; recent low ratings make it urgent", async () => {
    const low = await ruleBasedGenerator.generate(
      input({ feedback: { ...noFeedback, responseCount: 4, averageRating: 2.8 } }),
    );
    const act = low.find((r) => r.title === "Act on your feedback: make one visible change");
    expect(act).toMatchObject({
      type: "weekly_challenge",
      priority: "medium",
      link: "/peer-feedback",
      skillId: null,
      reason: "Your peers rated you 2.8/5 on average across 4 responses.",
    });
    expect(act?.content).toContain('"What is one thing I could do differently in the next sprint?"');
    expect(act?.dueDate?.getTime()).toBe(now.getTime() + 7 * DAY);

    const urgent = await ruleBasedGenerator.generate(
      input({
        feedback: {
          ...noFeedback,
          responseCount: 5,
          averageRating: 3.4,
          recentLowRatings: 2,
          improvementThemes: [{ skillId: 21, skillName: "Delegation and Empowerment", mentions: 2 }],
        },
      }),
    );
    expect(urgent.find((r) => r.link)).toMatchObject({
      priority: "high",
      skillId: 21,
      reason:
        "Your peers rated you 3.4/5 on average across 5 responses, and 2 responses of the last 90 days rated you 'Fair' or lower. 2 feedback responses point to Delegation and Empowerment as an area for development.",
    });
    expect(urgent.find((r) => r.link)?.content).toContain(
      "pick the behaviour behind Delegation and Empowerment, which 2 responses point to",
    );
  });

  it("a 360 blind spot makes its skill's recommendation high priority and says why", async () => {
    const plain = await ruleBasedGenerator.generate(input({ feedback: someFeedback }));
    expect(exerciseFor(plain, 22)?.priority).toBe("medium");

    const recs = await ruleBasedGenerator.generate(
      input({
        feedback: someFeedback,
        reviewGaps: { cycleId: 1, skills: [gap(22, "Influence Without Authority", 4.6, 3.2)] },
      }),
    );
    const influence = exerciseFor(recs, 22);
    expect(influence?.priority).toBe("high");
    expect(influence?.reason).toBe(
      "Your Influence Without Authority score is 64% — your second-lowest skill — and you're 40% through 'Influencing Another Team's Roadmap'. Your reviewers rated Influence Without Authority 1.4 points below your own rating in your latest 360 (you 4.6, reviewers 3.2 out of 5).",
    );
    expect(influence?.content).toContain(
      'ask two of your reviewers the feed-forward question "What is one thing I could do differently in influence without authority?"',
    );
    // Every recommendation on that skill is raised and explained; everything else is as without the 360.
    const onInfluence = recs.filter((r) => r.skillId === 22);
    expect(onInfluence.map((r) => r.type)).toEqual(["skill_exercise", "weekly_challenge"]);
    for (const r of onInfluence) {
      expect(r.priority).toBe("high");
      expect(r.reason).toContain("1.4 points below your own rating in your latest 360");
    }
    expect(recs.filter((r) => r.skillId !== 22)).toEqual(plain.filter((r) => r.skillId !== 22));
  });

  it("a blind spot on a skill that scores well still gets an exercise; a small gap changes nothing", async () => {
    const recs = await ruleBasedGenerator.generate(
      input({
        feedback: someFeedback,
        reviewGaps: {
          cycleId: 1,
          skills: [gap(11, "Active Listening", 4.5, 3), gap(21, "Delegation and Empowerment", 3, 2.4)],
        },
      }),
    );
    expect(exerciseFor(recs, 11)).toMatchObject({
      priority: "high",
      reason:
        "Your Active Listening score is 76% and there is no lesson for it yet, so practice on the job matters most. Your reviewers rated Active Listening 1.5 points below your own rating in your latest 360 (you 4.5, reviewers 3.0 out of 5).",
    });
    expect(recs.filter((r) => r.type === "skill_exercise").map((r) => r.skillId)).toEqual([21, 11, 22]);
    // Delegation's 0.6 is no blind spot.
    expect(exerciseFor(recs, 21)?.reason).not.toContain("360");
  });

  it("a hidden strength from the 360 is named in the focus note", async () => {
    const recs = await ruleBasedGenerator.generate(
      input({
        feedback: someFeedback,
        reviewGaps: { cycleId: 1, skills: [gap(11, "Active Listening", 3, 4.2)] },
      }),
    );
    const general = recs.find((r) => r.type === "general");
    expect(general?.reason).toContain(
      "In your latest 360 your reviewers rated Active Listening 1.2 points above your own rating.",
    );
    expect(general?.content).toContain(
      "Your reviewers rate your Active Listening 1.2 points higher than you do",
    );
  });

  it("a skill that several responses name as an area for development moves up one priority", async () => {
    const theme = (mentions: number) =>
      input({
        feedback: {
          ...someFeedback,
          improvementThemes: [{ skillId: 22, skillName: "Influence Without Authority", mentions }],
        },
      });
    const once = await ruleBasedGenerator.generate(theme(1));
    expect(exerciseFor(once, 22)?.priority).toBe("medium");
    const twice = await ruleBasedGenerator.generate(theme(2));
    expect(exerciseFor(twice, 22)?.priority).toBe("high");
    expect(exerciseFor(twice, 22)?.reason).toMatch(
      / 2 feedback responses point to Influence Without Authority as an area for development\.$/,
    );
  });
});

describe("ruleBasedGenerator: which recommendations draw on feedback or a 360", () => {
  const marked = (recs: GeneratedRecommendation[]) =>
    recs.filter((r) => r.drawsOnFeedback).map((r) => r.title);

  it("marks nothing without received answers, not even the request for feedback (it rests on their absence)", async () => {
    const recs = await ruleBasedGenerator.generate(input({ feedback: noFeedback }));
    expect(recs.some((r) => r.title === "Ask three colleagues for feedback")).toBe(true);
    expect(marked(recs)).toEqual([]);
  });

  it("marks the peers' average in the focus note, a feedback challenge, a blind spot and a theme", async () => {
    const plain = await ruleBasedGenerator.generate(input({ feedback: someFeedback }));
    // Only the focus note quotes the peers' average rating.
    expect(plain.filter((r) => r.drawsOnFeedback).map((r) => r.type)).toEqual(["general"]);

    const low = await ruleBasedGenerator.generate(
      input({ feedback: { ...someFeedback, averageRating: 2.1, recentLowRatings: 2 } }),
    );
    expect(marked(low)).toContain("Act on your feedback: make one visible change");

    const blindSpot = await ruleBasedGenerator.generate(
      input({
        feedback: someFeedback,
        reviewGaps: { cycleId: 1, skills: [gap(22, "Influence Without Authority", 4.6, 3.2)] },
      }),
    );
    for (const r of blindSpot.filter((rec) => rec.skillId === 22)) expect(r.drawsOnFeedback).toBe(true);
    for (const r of blindSpot.filter((rec) => rec.skillId !== 22 && rec.type !== "general"))
      expect(r.drawsOnFeedback, r.title).toBe(false);

    const themed = await ruleBasedGenerator.generate(
      input({
        feedback: {
          ...noFeedback,
          improvementThemes: [{ skillId: 22, skillName: "Influence Without Authority", mentions: 2 }],
        },
      }),
    );
    expect(exerciseFor(themed, 22)?.drawsOnFeedback).toBe(true);
  });

  it("marks the focus note that names a hidden strength from the 360", async () => {
    const recs = await ruleBasedGenerator.generate(
      input({
        feedback: noFeedback,
        reviewGaps: { cycleId: 1, skills: [gap(11, "Active Listening", 3, 4.2)] },
      }),
    );
    expect(recs.find((r) => r.type === "general")?.drawsOnFeedback).toBe(true);
  });
});

describe("improvementThemes", () => {
  const skills = [
    { id: 21, key: "delegation", name: "Delegation and Empowerment" },
    { id: 11, key: "active-listening", name: "Active Listening" },
    { id: 30, key: "unknown-skill", name: "Something Else" },
  ];

  it("counts the responses whose notes point to each skill, never their words", () => {
    expect(
      improvementThemes(
        [
          "Could delegate more and stop micromanaging the rollout.",
          "Tends to interrupt in design reviews. Also: delegation!",
          "Listening in 1:1s.",
          "Nothing in particular",
          "redelegated nothing", // "delegat" must start a word
        ],
        skills,
      ),
    ).toEqual([
      { skillId: 21, skillName: "Delegation and Empowerment", mentions: 2 },
      { skillId: 11, skillName: "Active Listening", mentions: 2 },
    ]);
    expect(improvementThemes([], skills)).toEqual([]);
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

describe("priorityForRank", () => {
  it("spreads priorities by need: the weakest high, the next medium, the rest low", () => {
    expect([0, 1, 2, 3].map((rank) => priorityForRank(rank, 30))).toEqual(["high", "medium", "low", "low"]);
  });

  it("is never more urgent than the score calls for", () => {
    expect(priorityForRank(0, 65)).toBe("medium");
    expect(priorityForRank(0, 85)).toBe("low");
    expect(priorityForRank(1, 85)).toBe("low");
  });

  it("gives one skill 'high' even when every skill is weak, ties in catalogue order", async () => {
    const base = input();
    const allWeak = { ...base, skills: base.skills.map((s) => ({ ...s, score: 30 })) };
    const recs = await ruleBasedGenerator.generate(allWeak);
    const high = new Set(recs.filter((r) => r.priority === "high").map((r) => r.skillId));
    expect([...high]).toEqual([allWeak.skills[0]?.id]);
    expect(recs.some((r) => r.priority === "low" || r.priority === "medium")).toBe(true);
  });
});
