import { Alert, Anchor, Button, Container, Divider, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { DocumentTitle } from "../../components/document-title";
import { CenteredLoader } from "../../components/fallbacks/centered-loader";
import { UserAvatar } from "../../components/user-avatar";
import { useSession } from "../auth/use-session";
import { RoleBadge } from "../users/role-badge";
import { displayName } from "../../components/user-name";
import { AccessLogSection } from "./access-log-section";
import { ProfileDetails } from "./profile-details";
import { ProfileEditForm } from "./profile-edit-form";

type ProfileMode = "view" | "edit";

/** /profile: the signed-in user's details, with an edit mode. */
export function ProfileScreen() {
  const { user, isLoading } = useSession();
  const [mode, setMode] = useState<ProfileMode>("view");

  if (isLoading) return <CenteredLoader />;
  if (!user) {
    return (
      <Container size="sm" py="xl">
        <Alert color="red" title="Not signed in">
          Please{" "}
          <Anchor component={Link} to="/login">
            sign in
          </Anchor>{" "}
          to view your profile.
        </Alert>
      </Container>
    );
  }

  return (
    <Container size="md" py="xl">
      <DocumentTitle title="Profile" />
      <Stack gap="lg">
        <Title order={1}>Profile</Title>
        <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }}>
          <Stack gap="lg">
            <Group justify="space-between" align="flex-start" gap="md">
              <Group gap="md" wrap="nowrap">
                <UserAvatar name={user.name} avatar={user.avatar} size={72} />
                <Stack gap={4}>
                  <Group gap="xs">
                    <Title order={2} size="h3">
                      {displayName(user.name)}
                    </Title>
                    <RoleBadge role={user.role} />
                  </Group>
                  <Text style={{ overflowWrap: "anywhere" }}>{user.email}</Text>
                </Stack>
              </Group>
              {mode === "view" && (
                <Button leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setMode("edit")}>
                  Edit Profile
                </Button>
              )}
            </Group>
            <Divider />
            {mode === "view" ? (
              <ProfileDetails user={user} />
            ) : (
              <ProfileEditForm user={user} onDone={() => setMode("view")} />
            )}
          </Stack>
        </Paper>
        <AccessLogSection />
      </Stack>
    </Container>
  );
}
