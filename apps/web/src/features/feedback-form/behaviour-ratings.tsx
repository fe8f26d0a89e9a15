import { reviewBehaviourScale, type ReviewItem } from "@leadcoach/api/schemas";
import { Fieldset, Radio, Stack, Text } from "@mantine/core";
import { RatingOptions } from "../../components/rating-options";
import { behaviourErrorKey, itemsByCategory, unratedBehaviours } from "./feedback-answer";
import type { FeedbackAnswerForm } from "./use-feedback-answer-form";

interface BehaviourRatingsProps {
  form: FeedbackAnswerForm;
  items: readonly ReviewItem[];
}

/** A 360 invitation's behaviours, one required 1-5 rating each, in a fieldset per category. */
export function BehaviourRatings({ form, items }: BehaviourRatingsProps) {
  const ratings = form.values.behaviourRatings;
  const rated = items.length - unratedBehaviours(items, form.values).length;

  const rate = (skillKey: string, value: string) => {
    form.setFieldValue("behaviourRatings", { ...ratings, [skillKey]: value });
    form.clearFieldError(behaviourErrorKey(skillKey));
  };

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text fw={600}>How often do you see these behaviours?</Text>
        <Text size="sm">
          Rate every behaviour from 1 ({reviewBehaviourScale[0].label}) to{" "}
          {reviewBehaviourScale[reviewBehaviourScale.length - 1]?.label ?? ""} ({reviewBehaviourScale.length}
          ). Rated {rated} of {items.length}.
        </Text>
      </Stack>
      {itemsByCategory(items).map((group) => (
        <Fieldset key={group.categoryName} legend={group.categoryName} radius="md">
          <Stack gap="lg">
            {group.items.map((item) => {
              const error = form.errors[behaviourErrorKey(item.skillKey)];
              return (
                <Radio.Group
                  key={item.skillKey}
                  label={item.behaviour}
                  description={item.skillName}
                  withAsterisk
                  value={ratings[item.skillKey] ?? null}
                  onChange={(value) => rate(item.skillKey, value)}
                  error={error}
                  name={`behaviour-${item.skillKey}`}
                >
                  <RatingOptions options={reviewBehaviourScale} />
                </Radio.Group>
              );
            })}
          </Stack>
        </Fieldset>
      ))}
    </Stack>
  );
}
