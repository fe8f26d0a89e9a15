import { describe, expect, it } from "vitest";
import { mutationErrorMessage } from "./mutation-error";

describe("mutationErrorMessage", () => {
  it("shows the server's message", () => {
    const error = { message: "Invalid email or password", data: { code: "UNAUTHORIZED", httpStatus: 401 } };
    expect(mutationErrorMessage(error, "Login failed", "Login failed. Please try again.")).toBe(
      "Invalid email or password",
    );
  });

  it("falls back when the server sent no message", () => {
    expect(mutationErrorMessage({ message: " ", data: { code: "BAD_REQUEST" } }, "Login failed")).toBe(
      "Login failed",
    );
  });

  it("uses the network text when no server answer arrived", () => {
    expect(
      mutationErrorMessage({ message: "Failed to fetch" }, "Login failed", "Login failed. Please try again."),
    ).toBe("Login failed. Please try again.");
  });
});
