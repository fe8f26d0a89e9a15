import { FEEDBACK_LINK_DAYS, MIN_ANONYMOUS_GROUP_SIZE } from "@leadcoach/api/schemas";
import { Button, List, Text } from "@mantine/core";
import { IconArrowRight, IconShieldLock, IconUsersGroup } from "@tabler/icons-react";
import { Link } from "react-router";
import { IconSection } from "../../components/icon-section";

/** How anonymity works, in the words a requester (and a hesitant reviewer) needs. */
export function AnonymityExplainer() {
  return (
    <IconSection
      id="anonymity-explainer-heading"
      icon={<IconShieldLock size={26} />}
      title="How anonymity works"
    >
      <List size="sm" spacing={4}>
        <List.Item>
          Reviewers answer anonymously unless they choose otherwise. An anonymous answer never shows a name or
          e-mail address, to you or to anyone else.
        </List.Item>
        <List.Item>
          When fewer than {MIN_ANONYMOUS_GROUP_SIZE} people in one relationship group (for example your direct
          reports) answer anonymously, their answers are shown without the relationship, so no one can be
          singled out.
        </List.Item>
        <List.Item>
          Each link works once, for {FEEDBACK_LINK_DAYS} days. Resend sends a fresh link and the old one stops
          working.
        </List.Item>
      </List>
    </IconSection>
  );
}

/** The way to 360 reviews: several reviewers rate the same behaviours and you compare with your own view. */
export function ReviewsLinkCard() {
  return (
    <IconSection
      id="reviews-360-heading"
      icon={<IconUsersGroup size={26} />}
      title="360 reviews"
      align="flex-start"
    >
      <Text size="sm">
        Rate yourself, invite several reviewers to rate the same behaviours, and compare their view with
        yours, category by category.
      </Text>
      <Button
        component={Link}
        to="/360"
        variant="light"
        size="sm"
        rightSection={<IconArrowRight size={16} aria-hidden />}
      >
        Open 360 reviews
      </Button>
    </IconSection>
  );
}
