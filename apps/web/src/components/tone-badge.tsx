import { Badge, type BadgeProps } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * Mantine's light badges draw shade 9 on shade 1; for these hues that stays under 4.5:1, so their text
 * takes the regular text colour (the tint still carries the hue).
 */
const lowContrastHues = new Set(["green", "teal", "lime", "yellow", "orange", "cyan"]);

/** Badge props for a light, tinted badge whose text meets WCAG AA in the light and dark schemes. */
export function toneBadgeProps(color: string): Pick<BadgeProps, "color" | "variant" | "c"> {
  return lowContrastHues.has(color)
    ? { color, variant: "light", c: "var(--mantine-color-text)" }
    : { color, variant: "light" };
}

/** How one value of a list (a status, a severity, a difficulty) is shown: its words and its hue. */
export interface BadgeTone {
  label: string;
  color: string;
}

interface ToneBadgeProps extends Omit<BadgeProps, "color" | "variant" | "c"> {
  color: string;
  children: ReactNode;
}

/** A light badge in one of the app's tones (difficulty, priority, status, activity type). */
export function ToneBadge({ color, children, ...props }: ToneBadgeProps) {
  return (
    <Badge {...toneBadgeProps(color)} {...props}>
      {children}
    </Badge>
  );
}
