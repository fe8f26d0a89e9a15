import { PASSWORD_IS_PERSONAL_MESSAGE, PASSWORD_TOO_COMMON_MESSAGE } from "@leadcoach/api/schemas";
import { describe, expect, it } from "vitest";
import { estimatePasswordStrength } from "./password-strength";

const owner = { email: "kit.marlowe@example.test", name: "Kit Marlowe" };

describe("estimatePasswordStrength", () => {
  it("says in words what the server would refuse, with the server's own messages", () => {
    expect(estimatePasswordStrength("Password1", owner)).toMatchObject({
      score: 0,
      label: "Very weak",
      hint: PASSWORD_TOO_COMMON_MESSAGE,
    });
    expect(estimatePasswordStrength("KIT.MARLOWE", owner)).toMatchObject({
      score: 0,
      hint: PASSWORD_IS_PERSONAL_MESSAGE,
    });
  });

  it("rates a long, unusual passphrase very strong", () => {
    expect(estimatePasswordStrength("copper-lantern-fjord-92!", owner)).toMatchObject({
      score: 4,
      label: "Very strong",
    });
  });
});
