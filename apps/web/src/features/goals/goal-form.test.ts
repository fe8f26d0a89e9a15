import { describe, expect, it } from "vitest";
import { schemaErrors } from "../../lib/form";
import type { MilestoneLink } from "@leadcoach/api/schemas";
import { GOAL_DATE_IN_PAST } from "@leadcoach/api/schemas";
import { emptyGoalForm, goalFormSchema, linkFromValue, linkValue, toGoalEdit, ZGoalForm } from "./goal-form";

describe("goal form", () => {
  it("starts preset to a skill with medium priority and one empty milestone", () => {
    expect(emptyGoalForm(3)).toMatchObject({
      skillId: "3",
      priority: "medium",
      milestones: [{ description: "", completes: null }],
    });
  });

  it("trims values and drops empty milestones", () => {
    expect(
      ZGoalForm.parse({
        title: "  Run better 1:1s ",
        description: " ",
        targetDate: "2026-12-31",
        priority: "high",
        skillId: "4",
        milestones: [
          { description: "Book the slots", completes: null },
          { description: "  ", completes: null },
          { description: "Ask one open question", completes: "lesson:6" },
        ],
        sharedGoalId: "12",
      }),
    ).toEqual({
      title: "Run better 1:1s",
      description: null,
      targetDate: "2026-12-31",
      priority: "high",
      skillId: 4,
      milestones: [
        { description: "Book the slots", completes: null },
        { description: "Ask one open question", completes: { kind: "lesson", lessonId: 6 } },
      ],
      sharedGoalId: 12,
    });
  });

  it("reports the server's messages", () => {
    expect(schemaErrors(ZGoalForm, emptyGoalForm())).toEqual({ title: "Goal title is required" });
    expect(schemaErrors(ZGoalForm, { ...emptyGoalForm(), title: "Fine" })).toEqual({});
    expect(
      schemaErrors(ZGoalForm, {
        ...emptyGoalForm(),
        title: "Fine",
        milestones: [{ description: "x".repeat(201), completes: null }],
      }),
    ).toEqual({
      "milestones.0.description": "A milestone is at most 200 characters",
    });
  });

  it("edits only title, description, target date and priority, and the alignment when the form showed it", () => {
    const checked = ZGoalForm.parse({
      ...emptyGoalForm(2),
      title: "Fine",
      milestones: [{ description: "a", completes: null }],
    });
    expect(toGoalEdit(checked)).toEqual({
      title: "Fine",
      description: null,
      targetDate: null,
      priority: "medium",
    });
    // Cleared in the form: null clears it on the server.
    expect(toGoalEdit(checked, true)).toMatchObject({ title: "Fine", sharedGoalId: null });
    expect(
      toGoalEdit(ZGoalForm.parse({ ...emptyGoalForm(), title: "Fine", sharedGoalId: "7" }), true),
    ).toMatchObject({
      sharedGoalId: 7,
    });
  });
});

describe("milestone links in the form", () => {
  it("round-trips every kind through the select's value", () => {
    const links: MilestoneLink[] = [
      { kind: "lesson", lessonId: 6 },
      { kind: "activity", activityType: "skill_practice" },
      { kind: "feedback" },
      { kind: "pulse" },
    ];
    for (const link of links) expect(linkFromValue(linkValue(link))).toEqual(link);
    expect(linkValue(null)).toBeNull();
    expect(linkFromValue("activity:party")).toBeNull();
    expect(linkFromValue("lesson:x")).toBeNull();
  });
});

describe("goal form target date", () => {
  const now = () => new Date("2026-11-21T13:00:00Z");
  const goal = (targetDate: string | null) => ({ ...emptyGoalForm(), title: "Goal", targetDate });

  it("refuses a date already past everywhere, with the server's message on the field", () => {
    expect(schemaErrors(goalFormSchema(null, now), goal("2026-11-20"))).toEqual({
      targetDate: GOAL_DATE_IN_PAST,
    });
    expect(goalFormSchema(null, now).safeParse(goal("2026-11-21")).success).toBe(true);
    expect(goalFormSchema(null, now).safeParse(goal(null)).success).toBe(true);
  });

  it("lets an edited goal keep its own passed date, but not move to another past one", () => {
    expect(goalFormSchema("2026-11-01", now).safeParse(goal("2026-11-01")).success).toBe(true);
    expect(goalFormSchema("2026-11-01", now).safeParse(goal("2026-11-02")).success).toBe(false);
  });
});
