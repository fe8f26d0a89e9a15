import { existsSync, readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { CORE_SCHEMA, load } from "js-yaml";
import type { z } from "zod";

/**
 * The content folder: beside this module when the source runs (vitest, tsx, Playwright), and
 * dist/content when the server bundle runs (apps/api/build.mjs copies the files there), so both find it
 * from any working directory.
 */
const contentRoot = ["./", "./content/"]
  .map((path) => fileURLToPath(new URL(path, import.meta.url)))
  .find((folder) => existsSync(`${folder}skills.yaml`));

/**
 * Turns the wrapped text of a content file back into the string the app stores, the way Markdown reads
 * it: a wrapped line joins the line above with one space; a blank line, a line starting with "- " (a
 * bullet) and the line after one ending in "\" (a kept line break) start a new line.
 */
export function unwrapText(text: string): string {
  if (!text.includes("\n")) return text;
  const lines: string[] = [];
  let startsLine = true;
  for (const raw of text.split("\n")) {
    const keepsBreak = raw.endsWith("\\");
    const line = keepsBreak ? raw.slice(0, -1) : raw;
    const previous = lines.at(-1);
    if (startsLine || previous === "" || line === "" || line.startsWith("- ")) lines.push(line);
    else lines[lines.length - 1] = `${previous} ${line.trimStart()}`;
    startsLine = keepsBreak;
  }
  return lines.join("\n");
}

function unwrapStrings(value: unknown): unknown {
  if (typeof value === "string") return unwrapText(value);
  if (Array.isArray(value)) return value.map(unwrapStrings);
  if (value !== null && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, unwrapStrings(entry)]));
  return value;
}

function contentPath(path: string): string {
  if (!contentRoot) throw new Error("The content folder (skills.yaml, lessons/, assessment/) was not found.");
  return `${contentRoot}${path}`;
}

/** Reads one YAML file of the content folder and validates it, naming the file and field when it fails. */
export function readContentFile<T extends z.ZodType>(path: string, schema: T): z.infer<T> {
  // The core schema reads dates and the like as plain strings, as the app stores them.
  const data = load(readFileSync(contentPath(path), "utf8"), { schema: CORE_SCHEMA, filename: path });
  const parsed = schema.safeParse(unwrapStrings(data));
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Content file ${path} is malformed: ${issues.join("; ")}`);
  }
  return parsed.data;
}

/** The YAML files of one folder of the content folder, by name. */
export function contentFileNames(folder: string): string[] {
  return readdirSync(contentPath(folder)).filter((name) => name.endsWith(".yaml"));
}

/** Reads content once, on first use, and hands out the same value after (the files never change at run time). */
export function loadOnce<T>(load: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= load());
}
