import { describe, expect, it } from "vitest";
import { csvField, toCsv } from "./csv";

describe("CSV quoting", () => {
  it("quotes only what RFC 4180 requires and doubles inner quotes", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField("a,b")).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
    expect(csvField("cr\rhere")).toBe('"cr\rhere"');
    expect(csvField("")).toBe("");
    expect(csvField(null)).toBe("");
    expect(csvField(undefined)).toBe("");
    expect(csvField(42)).toBe("42");
    expect(csvField(-3)).toBe("-3");
    expect(csvField(true)).toBe("true");
    expect(csvField("Ünïcødé ✓")).toBe("Ünïcødé ✓");
  });

  it("neutralises spreadsheet formulas in text, quoting after the prefix when needed", () => {
    expect(csvField("=SUM(A1:A9)")).toBe("'=SUM(A1:A9)");
    expect(csvField("+1")).toBe("'+1");
    expect(csvField("-x")).toBe("'-x");
    expect(csvField("@cmd")).toBe("'@cmd");
    expect(csvField('=HYPERLINK("x","y")')).toBe(`"'=HYPERLINK(""x"",""y"")"`);
  });

  it("ends every record with CRLF, the last one too", () => {
    expect(
      toCsv([
        ["a", "b"],
        ["1", null],
      ]),
    ).toBe("a,b\r\n1,\r\n");
    expect(toCsv([])).toBe("");
  });
});
