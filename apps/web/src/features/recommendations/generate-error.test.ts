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

  it("maps the server's AI provider failures (packages/api openai-compatible.ts) as documented", () => {
    const unavailable = {
      message:
        "The AI recommendation service is unavailable right now (503). Your recommendations are unchanged; please try again later.",
      data: { httpStatus: 503 },
    };
    const quota = {
      message:
        "quota_exceeded: The AI recommendation service is temporarily unavailable due to usage limits. Your recommendations are unchanged.",
      data: { httpStatus: 429 },
    };
    expect(generateFailureToast(unavailable).title).toBe("AI Service Temporarily Unavailable");
    expect(generateFailureToast({ message: unavailable.message }).title).toBe(
      "AI Service Temporarily Unavailable",
    );
    expect(generateFailureToast(quota).title).toBe("Service Limit Reached");
    expect(generateFailureToast({ message: quota.message }).title).toBe("Service Limit Reached");
  });

  it("falls back to the generic failure", () => {
    expect(generateFailureToast({ message: "Failed to fetch" })).toEqual({
      title: "Generation Failed",
      message: "Unable to generate new recommendations. Please try again.",
      variant: "destructive",
    });
  });
});
