import { Badge, type BadgeProps } from "@mantine/core";
import type { ReactNode } from "react";

interface ToneBadgeProps extends Omit<BadgeProps, "variant" | "c"> {
  children: ReactNode;
}

/**
 * A light, tinted badge whose text keeps the page's text colour: Mantine's coloured light-variant text
 * (green, yellow, orange) is below 4.5:1 on its own tint, the colour stays in the background.
 */
export function ToneBadge(props: ToneBadgeProps) {
  return <Badge variant="light" c="var(--mantine-color-text)" {...props} />;
}
