import { Stack, type StackProps } from "@mantine/core";
import type { ReactNode } from "react";

interface BareListProps extends Omit<StackProps, "m" | "p" | "style"> {
  /** An <ol> where the order means something (a ranking), else a <ul>. */
  ordered?: boolean;
  children: ReactNode;
}

/** A list read as a list by screen readers, drawn without bullets or indent: items stacked with a gap. */
export function BareList({ ordered = false, ...props }: BareListProps) {
  return <Stack component={ordered ? "ol" : "ul"} m={0} p={0} style={{ listStyle: "none" }} {...props} />;
}
