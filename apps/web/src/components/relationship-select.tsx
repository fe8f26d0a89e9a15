import { feedbackRelationshipOptions } from "@leadcoach/api/schemas";
import { Select, type SelectProps } from "@mantine/core";

/** How a reviewer knows the person asking (manager, peer, direct report...): a required choice. */
export function RelationshipSelect(props: Omit<SelectProps, "data" | "allowDeselect" | "withAsterisk">) {
  return (
    <Select
      withAsterisk
      data={feedbackRelationshipOptions}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
      {...props}
    />
  );
}
