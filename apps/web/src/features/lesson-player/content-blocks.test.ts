import { describe, expect, it } from "vitest";
import { parseContentBlocks } from "./content-blocks";

describe("parseContentBlocks", () => {
  it("splits paragraphs on blank lines", () => {
    expect(parseContentBlocks("First idea.\n\nSecond idea.")).toEqual([
      { kind: "paragraph", text: "First idea." },
      { kind: "paragraph", text: "Second idea." },
    ]);
  });

  it("turns '- ' lines into a list, with the lead-in line as its own paragraph", () => {
    expect(
      parseContentBlocks(
        "A BLUF opener has three parts:\n- The decision\n- The recommendation\n\nThen evidence.",
      ),
    ).toEqual([
      { kind: "paragraph", text: "A BLUF opener has three parts:" },
      { kind: "list", items: ["The decision", "The recommendation"] },
      { kind: "paragraph", text: "Then evidence." },
    ]);
  });

  it("keeps text after a list in the same chunk as a paragraph", () => {
    expect(parseContentBlocks("- one\n- two\nAfterwards.")).toEqual([
      { kind: "list", items: ["one", "two"] },
      { kind: "paragraph", text: "Afterwards." },
    ]);
  });

  it("joins wrapped lines of a paragraph, ignores extra blank lines and Windows line ends", () => {
    expect(parseContentBlocks("Line one\r\nline two\r\n\r\n\r\n\r\nNext")).toEqual([
      { kind: "paragraph", text: "Line one line two" },
      { kind: "paragraph", text: "Next" },
    ]);
  });

  it("keeps a hyphen inside a sentence and drops empty bullets", () => {
    expect(parseContentBlocks("A well-known trade-off.\n- \n-  real item")).toEqual([
      { kind: "paragraph", text: "A well-known trade-off." },
      { kind: "list", items: ["real item"] },
    ]);
    expect(parseContentBlocks("")).toEqual([]);
  });
});
