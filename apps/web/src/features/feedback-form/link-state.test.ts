import { FEEDBACK_UNAVAILABLE_MESSAGE } from "@leadcoach/api/schemas";
import { describe, expect, it } from "vitest";
import { canRetryLoad, feedbackTokenFrom, unavailableMessage } from "./link-state";

const token = "A".repeat(21) + "_-" + "z9".repeat(10);

describe("feedbackTokenFrom", () => {
  it("accepts a token of ours", () => {
    expect(token).toHaveLength(43);
    expect(feedbackTokenFrom(token)).toBe(token);
  });

  it("refuses a missing, short, long or odd one", () => {
    expect(feedbackTokenFrom(null)).toBeNull();
    expect(feedbackTokenFrom("")).toBeNull();
    expect(feedbackTokenFrom(token.slice(1))).toBeNull();
    expect(feedbackTokenFrom(`${token}A`)).toBeNull();
    expect(feedbackTokenFrom(`${token.slice(1)}=`)).toBeNull();
  });
});

describe("a form that could not be loaded", () => {
  it("says what the server said, else the documented text", () => {
    expect(
      unavailableMessage({ message: "This link has already been used.", data: { httpStatus: 404 } }),
    ).toBe("This link has already been used.");
    expect(unavailableMessage({ message: " ", data: { httpStatus: 404 } })).toBe(
      FEEDBACK_UNAVAILABLE_MESSAGE,
    );
    expect(unavailableMessage({ message: "Failed to fetch" })).toBe(FEEDBACK_UNAVAILABLE_MESSAGE);
  });

  it("offers to try again only when the server was unreachable or busy", () => {
    expect(canRetryLoad({ message: "Failed to fetch" })).toBe(true);
    expect(canRetryLoad({ message: "Try again", data: { httpStatus: 503 } })).toBe(true);
    expect(canRetryLoad({ message: "Gone", data: { httpStatus: 404 } })).toBe(false);
  });
});
