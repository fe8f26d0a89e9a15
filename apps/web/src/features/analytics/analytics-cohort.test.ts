import { describe, expect, it } from "vitest";
import { cohortFromParams, cohortInput, nameStartsWith, paramsWithCohort } from "./analytics-cohort";

describe("the analytics' cohort in the address", () => {
  it("reads a group or a program, and nothing from none, both or an id that is not one", () => {
    expect(cohortFromParams(new URLSearchParams("program=3"))).toEqual({ kind: "program", id: 3 });
    expect(cohortFromParams(new URLSearchParams("group=12&tab=x"))).toEqual({ kind: "group", id: 12 });
    for (const query of ["", "group=12&program=3", "program=abc", "program=-1", "program=1.5", "group="]) {
      expect(cohortFromParams(new URLSearchParams(query)), query).toBeNull();
    }
  });

  it("writes one cohort in place of any other and keeps the rest of the address", () => {
    const params = new URLSearchParams("group=12&keep=1");
    expect(paramsWithCohort(params, { kind: "program", id: 3 }).toString()).toBe("keep=1&program=3");
    expect(paramsWithCohort(params, null).toString()).toBe("keep=1");
    expect(params.toString()).toBe("group=12&keep=1");
  });

  it("gives the procedures groupId, programId or nothing", () => {
    expect(cohortInput({ kind: "group", id: 12 })).toEqual({ groupId: 12 });
    expect(cohortInput({ kind: "program", id: 3 })).toEqual({ programId: 3 });
    expect(cohortInput(null)).toEqual({});
  });

  it("matches a name by its start, whatever the case, as the groups list does", () => {
    expect(nameStartsWith("First 90 days as an engineering manager", " first 90")).toBe(true);
    expect(nameStartsWith("First 90 days", "")).toBe(true);
    expect(nameStartsWith("First 90 days", "90 days")).toBe(false);
  });
});
