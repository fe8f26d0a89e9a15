import { Select, TextInput } from "@mantine/core";
import type { GetInputPropsReturnType } from "@mantine/form";
import { technicalBackgroundSelectData, yearsExperienceSelectData } from "./profile-options";

/** The fields about a person's role, shared by sign-up and the profile. */
export type RoleField = "jobTitle" | "department" | "companyName" | "yearsExperience" | "technicalBackground";

/**
 * The role fields (job title, department, company, years of experience, technical background), laid
 * out by the caller's grid; `inputProps` is the form's `getInputProps`.
 */
export function RoleFields({ inputProps }: { inputProps: (field: RoleField) => GetInputPropsReturnType }) {
  return (
    <>
      <TextInput label="Job title" autoComplete="organization-title" {...inputProps("jobTitle")} />
      <TextInput label="Department" {...inputProps("department")} />
      <TextInput label="Company name" autoComplete="organization" {...inputProps("companyName")} />
      <Select
        label="Years of experience"
        data={yearsExperienceSelectData}
        {...inputProps("yearsExperience")}
        allowDeselect={false}
      />
      <Select
        label="Technical background"
        placeholder="Choose your background"
        data={technicalBackgroundSelectData}
        {...inputProps("technicalBackground")}
        clearable
      />
    </>
  );
}
