import {
  feedbackRatingOptions,
  reviewBehaviourScale,
  type ReviewCycleDetail,
  type ReviewInstrumentItem,
  ZSubmitSelfAssessmentInput,
} from "@leadcoach/api/schemas";
import { Alert, Button, Card, Fieldset, Group, Radio, Stack, Table, Text, Textarea } from "@mantine/core";
import { IconAlertCircle, IconInfoCircle } from "@tabler/icons-react";
import { useState } from "react";
import { StackSkeleton } from "../../components/loading";
import { QueryState } from "../../components/query-state";
import { RatingOptions } from "../../components/rating-options";
import { maxLengthOf, useSchemaForm } from "../../lib/form";
import { mutationErrorMessage } from "../../lib/mutation-error";
import { showToast } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { formatInstant, itemsByCategory } from "./review-display";
import { emptySelfAssessmentForm, firstUnratedItem, selfAssessmentFormSchema } from "./review-forms";

interface SelfAssessmentPanelProps {
  cycle: ReviewCycleDetail;
  onDone: () => void;
}

/** Step 1: the 16 behaviours, rated by the caller once per cycle; afterwards, what they answered. */
export function SelfAssessmentPanel({ cycle, onDone }: SelfAssessmentPanelProps) {
  const instrument = trpc.reviews360.instrument.useQuery();
  return (
    <QueryState
      query={instrument}
      loading={<InstrumentSkeleton />}
      errorTitle="The questions could not be loaded"
    >
      {(items) =>
        cycle.selfAssessment ? (
          <SelfAssessmentSummary items={items} cycle={cycle} />
        ) : cycle.status !== "active" ? (
          <Alert icon={<IconInfoCircle aria-hidden />} color="gray" title="No self-assessment">
            This review was closed before you rated yourself, so the report shows your reviewers&apos; view
            only.
          </Alert>
        ) : (
          <SelfAssessmentForm items={items} cycleId={cycle.id} onDone={onDone} />
        )
      }
    </QueryState>
  );
}

function ratingLabel(value: number): string {
  return reviewBehaviourScale.find((option) => option.value === value)?.label ?? String(value);
}

function SelfAssessmentForm({
  items,
  cycleId,
  onDone,
}: {
  items: ReviewInstrumentItem[];
  cycleId: number;
  onDone: () => void;
}) {
  const [schema] = useState(() => selfAssessmentFormSchema(items));
  const form = useSchemaForm(schema, emptySelfAssessmentForm(items));
  const utils = trpc.useUtils();
  const submit = trpc.reviews360.submitSelfAssessment.useMutation({
    onSuccess: (detail) => {
      utils.reviews360.get.setData({ cycleId }, detail);
      showToast({ title: "Self-assessment saved", message: "Next: invite the people you work with." });
      onDone();
    },
  });
  const groups = itemsByCategory(items);
  const rated = Object.values(form.values.ratings).filter((value) => value !== null).length;

  const onSubmit = form.onSubmit(
    (values) => submit.mutate({ cycleId, ...values }),
    (errors) => {
      const first = firstUnratedItem(items, errors);
      if (first) document.getElementById(radioId(first.skillKey, 1))?.focus();
    },
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Self-assessment">
      <Stack gap="lg">
        <Text>
          For each behaviour, choose how often you do it <strong>as others would see it</strong>. Your
          reviewers rate the same {items.length} behaviours on the same scale. You can submit once.
        </Text>
        <Text size="sm" aria-live="polite">
          Rated {rated} of {items.length}.
        </Text>
        {submit.error && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {mutationErrorMessage(submit.error, "Your self-assessment could not be saved.")}
          </Alert>
        )}
        {groups.map((group) => (
          <Fieldset key={group.categoryKey} legend={group.categoryName} radius="md">
            <Stack gap="lg">
              {group.items.map((item) => (
                <Radio.Group
                  key={item.skillKey}
                  label={item.skillName}
                  description={item.behaviour}
                  withAsterisk
                  {...form.getInputProps(`ratings.${item.skillKey}`)}
                >
                  <RatingOptions
                    options={reviewBehaviourScale}
                    radioId={(value) => radioId(item.skillKey, value)}
                  />
                </Radio.Group>
              ))}
            </Stack>
          </Fieldset>
        ))}

        <Card withBorder radius="md" padding="lg">
          <Stack gap="md">
            <Radio.Group
              label="Overall, how would you rate your leadership today?"
              description="Optional."
              {...form.getInputProps("overallSelfRating")}
            >
              <RatingOptions options={feedbackRatingOptions} />
            </Radio.Group>
            <Textarea
              label="Reflection"
              description="Optional, private to you: what you expect your reviewers to say, and why."
              autosize
              minRows={3}
              maxLength={maxLengthOf(ZSubmitSelfAssessmentInput, "selfReflection")}
              {...form.getInputProps("selfReflection")}
            />
          </Stack>
        </Card>

        {Object.keys(form.errors).length > 0 && (
          <Text c="var(--mantine-color-error)" role="alert">
            Rate every behaviour before you submit.
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={submit.isPending}>
            Submit self-assessment
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function radioId(skillKey: string, value: number): string {
  return `self-${skillKey}-${value}`;
}

function SelfAssessmentSummary({
  items,
  cycle,
}: {
  items: ReviewInstrumentItem[];
  cycle: ReviewCycleDetail;
}) {
  const self = cycle.selfAssessment;
  if (!self) return null;
  return (
    <Stack gap="md">
      <Text>
        You rated yourself on {formatInstant(self.submittedAt)}. Your reviewers see none of this; the report
        sets it beside their view.
      </Text>
      <Table.ScrollContainer minWidth={320}>
        <Table striped withTableBorder>
          <Table.Caption>Your self-assessment</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Behaviour</Table.Th>
              <Table.Th scope="col">Your rating</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => {
              const value = self.ratings[item.skillKey];
              return (
                <Table.Tr key={item.skillKey}>
                  <Table.Th scope="row" fw={500}>
                    {item.skillName}
                    <Text size="xs" c="dimmed" fw={400}>
                      {item.categoryName}
                    </Text>
                  </Table.Th>
                  <Table.Td>{value === undefined ? "–" : `${value} · ${ratingLabel(value)}`}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {self.overallSelfRating !== null && (
        <Text>
          Overall: {self.overallSelfRating} ·{" "}
          {feedbackRatingOptions.find((o) => o.value === self.overallSelfRating)?.label}
        </Text>
      )}
      {self.selfReflection && (
        <Card withBorder radius="md" padding="md">
          <Text fw={600}>Your reflection</Text>
          <Text style={{ whiteSpace: "pre-wrap" }}>{self.selfReflection}</Text>
        </Card>
      )}
    </Stack>
  );
}

function InstrumentSkeleton() {
  return <StackSkeleton label="Loading the questions" gap="md" lines={[[120], [120], [120]]} />;
}
