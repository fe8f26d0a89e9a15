import { Badge, Code, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import { useEffect } from "react";
import { BareList } from "../../components/bare-list";
import { AppDialog } from "../../components/form-dialog";
import { showToast } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { RoleBadge } from "../users/role-badge";

interface DemoUsersDialogProps {
  opened: boolean;
  onClose: () => void;
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" fw={600}>
        {label}
      </Text>
      <Code style={{ overflowWrap: "anywhere" }}>{value}</Code>
    </Stack>
  );
}

/** 'Demo & Test User Credentials' (super admins): the seed's demo accounts still flagged demo. */
export function DemoUsersDialog({ opened, onClose }: DemoUsersDialogProps) {
  const credentials = trpc.admin.demoCredentials.useQuery(undefined, { enabled: opened, staleTime: 0 });
  const failed = credentials.isError;

  useEffect(() => {
    if (!failed) return;
    showToast({ title: "Error", message: "Failed to fetch demo credentials", variant: "destructive" });
    onClose();
  }, [failed, onClose]);

  const users = credentials.data?.demoUsers;
  return (
    <AppDialog opened={opened && !failed} onClose={onClose} title="Demo & Test User Credentials">
      {users === undefined ? (
        <Stack aria-busy="true" aria-label="Loading demo users">
          <Skeleton height={120} />
          <Skeleton height={120} />
        </Stack>
      ) : users.length === 0 ? (
        <Text>No demo or test users found in the system.</Text>
      ) : (
        <BareList gap="md">
          {users.map((user) => (
            <Paper component="li" key={user.id} withBorder radius="md" p="md" data-testid="demo-user">
              <Stack gap="sm">
                <Group justify="space-between">
                  <Text fw={600}>{user.name}</Text>
                  <Group gap="xs">
                    <RoleBadge role={user.role} />
                    <Badge variant="outline" color="gray">
                      ID {user.id}
                    </Badge>
                  </Group>
                </Group>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                  <Field label="Username" value={user.username ?? "-"} />
                  <Field label="Email" value={user.email} />
                  <Field label="Password" value={user.password} />
                  <Field label="Created" value={new Date(user.createdAt).toLocaleDateString()} />
                </SimpleGrid>
              </Stack>
            </Paper>
          ))}
        </BareList>
      )}
    </AppDialog>
  );
}
