import { Badge, Card, Divider, Group, Stack, ThemeIcon, Title } from "@mantine/core";
import type { Ref } from "react";
import { ContentText } from "./content-text";
import { GamificationCallout } from "./gamification-callout";
import { QuizPanel } from "./quiz-panel";
import { SimulationPanel } from "./simulation-panel";
import { stepText, stepTypeLabel, type ContentStyle, type LessonStep } from "./step-content";
import { StepIcon } from "./step-icons";

interface StepCardProps {
  lessonId: number;
  step: LessonStep;
  stepIndex: number;
  style: ContentStyle;
  /** The step title, focused when the learner moves to another step. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** One step of the player, for every step type. */
export function StepCard({ lessonId, step, stepIndex, style, headingRef }: StepCardProps) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={`step-${stepIndex}-title`}>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="center">
          <ThemeIcon size={44} radius="md" variant="light">
            <StepIcon step={step} size={26} />
          </ThemeIcon>
          <Stack gap={2}>
            <Badge variant="light" color="indigo" w="fit-content">
              {stepTypeLabel(step.type)}
            </Badge>
            <Title order={2} size="h3" id={`step-${stepIndex}-title`} ref={headingRef} tabIndex={-1}>
              {step.title}
            </Title>
          </Stack>
        </Group>
        <ContentText text={stepText(step, style)} />
        {step.simulation && (
          <>
            <Divider />
            <SimulationPanel
              lessonId={lessonId}
              stepIndex={stepIndex}
              simulation={step.simulation}
              style={style}
            />
          </>
        )}
        {step.quiz && (
          <>
            <Divider />
            <QuizPanel lessonId={lessonId} stepIndex={stepIndex} quiz={step.quiz} style={style} />
          </>
        )}
        {step.gamification && <GamificationCallout gamification={step.gamification} style={style} />}
      </Stack>
    </Card>
  );
}
