import { describe, expect, it } from "vitest";
import { generateFailureToast } from "./generate-error";

describe("generateFailureToast", () => {
  it("maps a 503 in the message or the status", () => {
    expect(generateFailureToast({ message: "503: Service Unavailable" }).title).toBe(
      "AI Service Temporarily Unavailable",
    );
    expect(generateFailureToast({ message: "busy", data: { httpStatus: 503 } })).toEqual({
      title: "AI Service Temporarily Unavailable",
      message: "Our AI service has reached its usage limit. Please try again later or contact support.",
      variant: "destructive",
    });
  });

  it("maps quota_exceeded", () => {
    expect(generateFailureToast({ message: "quota_exceeded", data: { httpStatus: 503 } })).toEqual({
      title: "Service Limit Reached",
      message: "The AI recommendation service is temporarily unavailable due to usage limits.",
      variant: "destructive",
    });
  });

  it("falls back to the generic failure", () => {
    expect(generateFailureToast({ message: "Failed to fetch" })).toEqual({
      title: "Generation Failed",
      message: "Unable to generate new recommendations. Please try again.",
      variant: "destructive",
    });
  });
});
