import { Center, Loader, Stack, Text } from "@mantine/core";

/** Shown while the authentication state loads. */
export function FullPageLoader() {
  return (
    <Center mih="100vh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader aria-hidden />
        <Text>Loading...</Text>
      </Stack>
    </Center>
  );
}
