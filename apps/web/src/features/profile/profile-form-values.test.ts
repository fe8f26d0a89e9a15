import { ZUpdateProfileInput, type PublicUser } from "@leadcoach/api/schemas";
import { describe, expect, it } from "vitest";
import { firstErrorMessage, schemaErrors } from "../../lib/form";
import { profileFormFromUser, toUpdateProfileInput, ZProfileForm } from "./profile-form-values";

const user: PublicUser = {
  id: 1,
  name: "Ada Lovelace",
  email: "ada@example.com",
  username: "ada",
  avatar: null,
  role: "user",
  jobTitle: "Staff Engineer",
  department: null,
  companyName: null,
  yearsExperience: 4,
  technicalBackground: "engineering",
  isActive: true,
  createdAt: "2025-01-01T00:00:00.000Z",
  lastLoginAt: null,
  timeZone: null,
};

describe("profile form values", () => {
  it("starts from the user", () => {
    const values = profileFormFromUser(user);
    expect(values.yearsExperience).toBe("3");
    expect(values.department).toBe("");
    expect(values.avatar).toBe("");
  });

  it("requires name and email, as the server does", () => {
    const values = { ...profileFormFromUser(user), name: " " };
    expect(schemaErrors(ZProfileForm, values)).toEqual({ name: "Name is required" });
    expect(firstErrorMessage(schemaErrors(ZUpdateProfileInput, values))).toBe(
      "Name and email are required fields.",
    );
    expect(schemaErrors(ZProfileForm, profileFormFromUser(user))).toEqual({});
  });

  it("sends the avatar only when it changed", () => {
    const values = profileFormFromUser(user);
    const unchanged = toUpdateProfileInput(ZProfileForm.parse(values), user);
    expect(unchanged).not.toHaveProperty("avatar");
    expect(unchanged.yearsExperience).toBe(3);
    const withPicture = ZProfileForm.parse({ ...values, avatar: "data:image/png;base64,AAAA" });
    expect(toUpdateProfileInput(withPicture, user).avatar).toBe("data:image/png;base64,AAAA");
    const removed = toUpdateProfileInput(ZProfileForm.parse({ ...values, avatar: "" }), {
      ...user,
      avatar: "data:image/png;base64,AAAA",
    });
    expect(removed.avatar).toBe("");
  });
});
