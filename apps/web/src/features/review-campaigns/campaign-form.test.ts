import { describe, expect, it } from "vitest";
import { schemaErrors } from "../../lib/form";
import { blankCampaign, ZCampaignForm } from "./campaign-form";

describe("the campaign form", () => {
  it("sends the chosen group and the pickers' local times as instants", () => {
    const values = { ...blankCampaign(), name: " Spring 360 ", groupId: 4 };
    const input = ZCampaignForm.parse(values);
    expect(input).toMatchObject({ name: "Spring 360", groupId: 4, programId: null, managerApproval: false });
    expect(new Date(input.releaseAt).getTime()).toBeGreaterThan(new Date(input.nominationDeadline).getTime());
  });

  it("sends a program's id as a number, and no group; the manager's approval when ticked", () => {
    const values = {
      ...blankCampaign(),
      name: "Program 360",
      audience: "program" as const,
      programId: "7",
      groupId: 4,
      managerApproval: true,
    };
    expect(ZCampaignForm.parse(values)).toMatchObject({ programId: 7, groupId: null, managerApproval: true });
  });

  it("names the missing audience and a release before the deadline", () => {
    const blank = blankCampaign();
    const errors = schemaErrors(ZCampaignForm, {
      ...blank,
      name: "x",
      releaseAt: blank.nominationDeadline,
      nominationDeadline: blankCampaign(new Date(Date.now() + 30 * 86_400_000)).nominationDeadline,
    });
    expect(errors.groupId).toBe("Choose a group");
    expect(errors.releaseAt).toBe("The release date must not come before the nomination deadline.");
  });
});
