import { Button, Stack, Text, type ButtonProps } from "@mantine/core";
import { useId, type ReactNode } from "react";
import { Link } from "react-router";
import { assessmentEntryFor, type AssessmentEntry } from "./retake-availability";
import { trpc } from "../../lib/trpc";

/**
 * Where 'Take Assessment' leads for the signed-in user: the assessment, or, while a retake is not
 * allowed yet, the latest results with the day it opens again. Every entry to the assessment uses it,
 * so none leads to the "already completed" wall.
 */
export function useAssessmentEntry(): AssessmentEntry {
  const status = trpc.assessment.status.useQuery();
  return assessmentEntryFor(status.data);
}

interface TakeAssessmentButtonProps extends Omit<ButtonProps, "children"> {
  /** The button's text; 'Take Assessment' where the product names it so. */
  label?: string;
  leftSection?: ReactNode;
  /** Aligns the caption under the button. */
  align?: "flex-start" | "center" | "flex-end";
  /** False keeps the caption back (a screen still loading shows it with its content, moving nothing twice). */
  withCaption?: boolean;
}

/**
 * 'Take Assessment' as a link. While the retake is locked it keeps its label, leads to the results and
 * says under it when the assessment is available again (also its accessible description).
 */
export function TakeAssessmentButton({
  label = "Take Assessment",
  align = "flex-start",
  withCaption = true,
  ...buttonProps
}: TakeAssessmentButtonProps) {
  const entry = useAssessmentEntry();
  const captionId = useId();
  const button = (
    <Button
      component={Link}
      to={entry.to}
      aria-describedby={entry.caption && withCaption ? captionId : undefined}
      {...buttonProps}
    >
      {label}
    </Button>
  );
  if (!entry.caption || !withCaption) return button;
  return (
    <Stack gap={2} align={align}>
      {button}
      <Text id={captionId} size="xs" c="dimmed">
        {entry.caption} · see your results
      </Text>
    </Stack>
  );
}
