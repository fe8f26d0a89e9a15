import {
  technicalBackgrounds,
  yearsExperienceOptions,
  type TechnicalBackground,
} from "@leadcoach/api/schemas";

/** Select data for years of experience; values are the integers the API stores, as strings. */
export const yearsExperienceSelectData = yearsExperienceOptions.map((option) => ({
  value: String(option.value),
  label: option.label,
}));

/** The option a stored number falls into: 4 -> "3-5", 20 -> "15+". */
export function yearsExperienceBand(years: number): (typeof yearsExperienceOptions)[number] {
  let band: (typeof yearsExperienceOptions)[number] = yearsExperienceOptions[0];
  for (const option of yearsExperienceOptions) {
    if (years >= option.value) band = option;
  }
  return band;
}

export function yearsExperienceLabel(years: number): string {
  return yearsExperienceBand(years).label;
}

const technicalBackgroundLabels: Record<TechnicalBackground, string> = {
  engineering: "Engineering",
  product: "Product",
  design: "Design",
  data: "Data",
  devops: "DevOps",
  qa: "QA",
  management: "Management",
  other: "Other",
};

export const technicalBackgroundSelectData = technicalBackgrounds.map((value) => ({
  value,
  label: technicalBackgroundLabels[value],
}));

export function isTechnicalBackground(value: string | null | undefined): value is TechnicalBackground {
  return technicalBackgrounds.some((option) => option === value);
}

export function technicalBackgroundLabel(value: string | null | undefined): string | null {
  if (!value) return null;
  return isTechnicalBackground(value) ? technicalBackgroundLabels[value] : value;
}
