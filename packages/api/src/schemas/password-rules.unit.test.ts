import { describe, expect, it } from "vitest";
import {
  COMMON_PASSWORDS_REFUSED,
  commonPasswordSet,
  PASSWORD_IS_PERSONAL_MESSAGE,
  PASSWORD_TOO_COMMON_MESSAGE,
  passwordRefusal,
} from "./password-rules";

const owner = { email: "Jane.Doe@Example.test", name: "Jane Doe" };

describe("passwordRefusal", () => {
  const common = commonPasswordSet([
    "Password",
    "qwerty123",
    ...Array.from({ length: 20_000 }, (_, i) => `w${i}`),
  ]);

  it("keeps only the top of the ranked list, lower-cased", () => {
    expect(common.size).toBe(COMMON_PASSWORDS_REFUSED);
    expect(common.has("password")).toBe(true);
    expect(common.has(`w${COMMON_PASSWORDS_REFUSED}`)).toBe(false);
  });

  it("refuses a common password whatever its case", () => {
    expect(passwordRefusal("PASSWORD", owner, common)).toBe(PASSWORD_TOO_COMMON_MESSAGE);
    expect(passwordRefusal("QWERTY123", owner, common)).toBe(PASSWORD_TOO_COMMON_MESSAGE);
  });

  it("refuses the e-mail, its local part and the name, whatever their case", () => {
    for (const password of ["jane.doe@example.test", "JANE.DOE", "jane doe", " Jane Doe "]) {
      expect(passwordRefusal(password, owner, common)).toBe(PASSWORD_IS_PERSONAL_MESSAGE);
    }
  });

  it("accepts anything else", () => {
    expect(passwordRefusal("jane doe 1984!", owner, common)).toBe(null);
    expect(passwordRefusal("correct-horse", { email: "", name: "" }, common)).toBe(null);
  });
});
