import type { PublicUser } from "@leadcoach/api/schemas";
import { describe, expect, it } from "vitest";
import { profileFormFromUser, toUpdateProfileInput, validateProfileForm } from "./profile-form-values";

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
};

describe("profile form values", () => {
  it("starts from the user", () => {
    const values = profileFormFromUser(user);
    expect(values.yearsExperience).toBe("3");
    expect(values.department).toBe("");
    expect(values.avatar).toBe("");
  });

  it("requires name and email", () => {
    expect(validateProfileForm({ ...profileFormFromUser(user), name: " " })).toEqual({
      name: "Name is required",
    });
    expect(validateProfileForm(profileFormFromUser(user))).toBeNull();
  });

  it("sends the avatar only when it changed", () => {
    const values = profileFormFromUser(user);
    expect(toUpdateProfileInput(values, user)).not.toHaveProperty("avatar");
    const withPicture = { ...values, avatar: "data:image/png;base64,AAAA" };
    expect(toUpdateProfileInput(withPicture, user).avatar).toBe("data:image/png;base64,AAAA");
    const removed = toUpdateProfileInput(
      { ...values, avatar: "" },
      { ...user, avatar: "data:image/png;base64,AAAA" },
    );
    expect(removed.avatar).toBe("");
    expect(toUpdateProfileInput(values, user).yearsExperience).toBe(3);
  });
});
