import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { unwrapText } from "./content-files";
import { lessonCatalog } from "./lessons";

describe("the text of a content file", () => {
  it("joins wrapped lines with a space, as Markdown reads them", () => {
    expect(unwrapText("One sentence wrapped\nover two lines.")).toBe("One sentence wrapped over two lines.");
  });

  it("keeps blank lines, bullets and the line breaks a backslash asks for", () => {
    const written = [
      "Start with:",
      "- a bullet that is long enough",
      "  to wrap onto a second line",
      "- another bullet\\",
      "A line after the list.",
      "",
      "Raj: 'Questions?'\\",
      "Ana: 'One.'",
    ].join("\n");
    expect(unwrapText(written)).toBe(
      [
        "Start with:",
        "- a bullet that is long enough to wrap onto a second line",
        "- another bullet",
        "A line after the list.",
        "",
        "Raj: 'Questions?'",
        "Ana: 'One.'",
      ].join("\n"),
    );
  });

  it("leaves a one-line text alone", () => {
    expect(unwrapText("Hiring: Interview Loops")).toBe("Hiring: Interview Loops");
  });
});

describe("the content folder", () => {
  const folder = new URL("./", import.meta.url);
  const files = readdirSync(folder, { recursive: true, encoding: "utf8" }).filter((name) =>
    name.endsWith(".yaml"),
  );

  it("holds one file per lesson, named after its slug", () => {
    const lessonFiles = files.filter((name) => name.startsWith("lessons/")).sort();
    expect(lessonFiles).toEqual(
      lessonCatalog()
        .map((lesson) => `lessons/${lesson.slug}.yaml`)
        .sort(),
    );
  });

  it("reads in a diff: no line over 200 characters", () => {
    const long = files.flatMap((name) =>
      readFileSync(new URL(name, folder), "utf8")
        .split("\n")
        .flatMap((line, index) => (line.length > 200 ? [`${name}:${index + 1}`] : [])),
    );
    expect(long).toEqual([]);
  });
});
