import { describe, expect, it } from "vitest";
import { CSV_BOM, csvCell, toCsv, toCsvFile } from "./csv";

describe("csvCell", () => {
  it("leaves plain text as it is", () => {
    expect(csvCell("ada@example.com")).toBe("ada@example.com");
    expect(csvCell("Zoë Ünal")).toBe("Zoë Ünal");
  });

  it("quotes commas, quotes and line breaks, doubling inner quotes", () => {
    expect(csvCell("Lovelace, Ada")).toBe('"Lovelace, Ada"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell("cr\rhere")).toBe('"cr\rhere"');
  });

  it.each([
    ["=SUM(A1:A2)", "'=SUM(A1:A2)"],
    ["+1", "'+1"],
    ["-1", "'-1"],
    ["@cmd", "'@cmd"],
    ["\tlead", "'\tlead"],
  ])("neutralises the formula %j", (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it("neutralises a leading carriage return and then quotes it", () => {
    expect(csvCell("\r=1")).toBe(`"'\r=1"`);
  });

  it("neutralises before quoting", () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
  });

  it("writes empty, numbers, booleans and dates", () => {
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(-3)).toBe("-3");
    expect(csvCell(true)).toBe("true");
    expect(csvCell(new Date("2026-11-23T00:00:00Z"))).toBe("2026-11-23T00:00:00.000Z");
  });
});

describe("toCsv and toCsvFile", () => {
  it("ends every record with CRLF", () => {
    expect(
      toCsv([
        ["a", "b"],
        ["1", "x,y"],
      ]),
    ).toBe('a,b\r\n1,"x,y"\r\n');
  });

  it("starts the file with a UTF-8 byte-order mark and the header", () => {
    const file = toCsvFile(["name", "email"], [["Ada", "ada@example.com"]]);
    expect(file.startsWith(CSV_BOM)).toBe(true);
    expect(file.charCodeAt(0)).toBe(0xfeff);
    expect(file.slice(1)).toBe("name,email\r\nAda,ada@example.com\r\n");
    expect(Array.from(new TextEncoder().encode(file).slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
  });
});
