import type { PublicUser } from "@leadcoach/api/schemas";
import { Box, SimpleGrid, Text } from "@mantine/core";
import dayjs from "dayjs";
import { technicalBackgroundLabel, yearsExperienceLabel } from "../users/profile-options";

const NOT_PROVIDED = "Not provided";

function formatDate(iso: string): string {
  return dayjs(iso).format("MMMM D, YYYY");
}

function formatDateTime(iso: string | null): string {
  return iso ? dayjs(iso).format("MMMM D, YYYY [at] h:mm A") : "Never";
}

/** The profile's read-only fields, as a description list. */
export function ProfileDetails({ user }: { user: PublicUser }) {
  const rows: [label: string, value: string][] = [
    ["Email", user.email],
    ["Username", user.username ?? NOT_PROVIDED],
    ["Job title", user.jobTitle ?? NOT_PROVIDED],
    ["Department", user.department ?? NOT_PROVIDED],
    ["Company", user.companyName ?? NOT_PROVIDED],
    ["Years of experience", yearsExperienceLabel(user.yearsExperience)],
    ["Technical background", technicalBackgroundLabel(user.technicalBackground) ?? NOT_PROVIDED],
    ["Member since", formatDate(user.createdAt)],
    ["Last login", formatDateTime(user.lastLoginAt)],
  ];

  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md" m={0}>
      {rows.map(([label, value]) => (
        <Box key={label}>
          <Text component="dt" size="sm" fw={600}>
            {label}
          </Text>
          <Text component="dd" m={0} style={{ overflowWrap: "anywhere" }}>
            {value}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
