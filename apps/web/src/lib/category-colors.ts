import type { MantineColor } from "@mantine/core";

/**
 * The one place a skill category's colour is decided. Each category row on the server carries its
 * colour (a Mantine palette name); every screen that colours a category (the dashboard chart, /skills,
 * analytics) goes through here, so a category looks the same everywhere.
 */
const paletteNames = new Set<string>([
  "blue",
  "cyan",
  "grape",
  "green",
  "indigo",
  "lime",
  "orange",
  "pink",
  "red",
  "teal",
  "violet",
  "yellow",
]);

/** Colours for categories whose stored colour is missing or unknown, chosen by id so they stay stable. */
const fallbackPalette: readonly MantineColor[] = ["blue", "violet", "teal", "orange", "grape", "cyan"];

export interface CategoryColorSource {
  id: number;
  color: string | null | undefined;
}

/** The category's palette name, e.g. for a ThemeIcon or a border. */
export function categoryColor(category: CategoryColorSource): MantineColor {
  if (category.color && paletteNames.has(category.color)) return category.color;
  const index = Math.abs(category.id) % fallbackPalette.length;
  return fallbackPalette[index] ?? "gray";
}

/**
 * The category's filled colour as a CSS value, for chart bars and swatches: the same shade as the
 * category's accent on /skills in each colour scheme.
 */
export function categoryFill(color: MantineColor): string {
  return `var(--mantine-color-${color}-filled)`;
}

/** Category name -> palette name, for data that names its category but carries no id. */
export function categoryColorsByName(
  categories: readonly (CategoryColorSource & { name: string })[],
): ReadonlyMap<string, MantineColor> {
  return new Map(categories.map((category) => [category.name, categoryColor(category)]));
}
