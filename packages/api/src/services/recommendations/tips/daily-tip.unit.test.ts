import { skillCategories } from "@leadcoach/db/content";
import { describe, expect, it } from "vitest";
import { skillGuidance } from "../guidance";
import { dailyTip, skillTips } from "./daily-tip";
import type { SkillTip } from "./tip";

const skill = { key: "delegation", name: "Delegation", description: "Handing over outcomes." };
const fiveTips: SkillTip[] = [1, 2, 3, 4, 5].map((n) => ({ title: `Tip ${n}`, text: `Do thing ${n}.` }));
const day = (iso: string) => new Date(iso);

describe("dailyTip", () => {
  it("gives a different tip on consecutive days and all five over five days", () => {
    const tips = { delegation: fiveTips };
    const monday = dailyTip(skill, 7, day("2026-11-23T08:00:00Z"), tips);
    const tuesday = dailyTip(skill, 7, day("2026-11-24T08:00:00Z"), tips);
    expect(tuesday).not.toEqual(monday);
    const week = [23, 24, 25, 26, 27].map(
      (d) => dailyTip(skill, 7, day(`2026-11-${d}T23:59:00Z`), tips).title,
    );
    expect(new Set(week).size).toBe(5);
  });

  it("keeps one tip all day and offsets users so they do not all read the same one", () => {
    const tips = { delegation: fiveTips };
    expect(dailyTip(skill, 7, day("2026-11-23T00:00:01Z"), tips)).toEqual(
      dailyTip(skill, 7, day("2026-11-23T23:59:59Z"), tips),
    );
    expect(dailyTip(skill, 8, day("2026-11-23T12:00:00Z"), tips)).not.toEqual(
      dailyTip(skill, 7, day("2026-11-23T12:00:00Z"), tips),
    );
  });

  it("falls back to the skill's single guidance tip while it has no written tips", () => {
    const tip = dailyTip(skill, 7, day("2026-11-23T12:00:00Z"), {});
    expect(tip).toEqual({ title: skillGuidance.delegation?.tipTitle, text: skillGuidance.delegation?.tip });
  });

  it("has at least five tips for every skill of the catalogue", () => {
    const short = skillCategories()
      .flatMap((c) => c.skills)
      .filter((s) => (skillTips[s.key]?.length ?? 0) < 5)
      .map((s) => s.key);
    expect(short).toEqual([]);
  });

  it("rotates the written tips of every skill that has them", () => {
    const skills = skillCategories().flatMap((c) => c.skills);
    for (const s of skills) {
      const written = skillTips[s.key] ?? [];
      if (written.length < 2) continue;
      const seen = new Set(
        written.map((_, d) => dailyTip(s, 3, new Date(Date.UTC(2026, 10, 23 + d, 12)), skillTips).title),
      );
      expect(seen.size, s.key).toBe(written.length);
    }
  });
});
