import { Anchor, Group, Text, ThemeIcon } from "@mantine/core";
import { IconStairsUp } from "@tabler/icons-react";
import { env } from "../env";
import classes from "./brand-logo.module.css";

/** The brand mark; opens the public marketing site in a new tab. */
export function BrandLogo() {
  return (
    <Anchor
      href={env.marketingUrl}
      target="_blank"
      rel="noopener noreferrer"
      underline="never"
      c="inherit"
      aria-label="LeadCoach (opens marketing site)"
    >
      <Group gap={8} wrap="nowrap">
        <ThemeIcon size={32} radius="md" aria-hidden>
          <IconStairsUp size={20} />
        </ThemeIcon>
        <Text fw={700} size="lg" className={classes.wordmark}>
          LeadCoach
        </Text>
      </Group>
    </Anchor>
  );
}
