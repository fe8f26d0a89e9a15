import { describe, expect, it } from "vitest";
import { fitWithin } from "./resize-avatar";

describe("fitWithin", () => {
  it("scales the longer side down to the maximum", () => {
    expect(fitWithin(512, 256, 128)).toEqual({ width: 128, height: 64 });
    expect(fitWithin(300, 900, 128)).toEqual({ width: 43, height: 128 });
  });

  it("never enlarges a small image", () => {
    expect(fitWithin(64, 48, 128)).toEqual({ width: 64, height: 48 });
  });
});
