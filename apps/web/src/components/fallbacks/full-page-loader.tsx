import { AppShell, Group, Skeleton } from "@mantine/core";
import { BrandLogo } from "../brand-logo";
import { CenteredLoader } from "./centered-loader";

/** The header bar's frame: the brand and a placeholder where the account controls will appear. */
export function HeaderFrame() {
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <BrandLogo />
      <Skeleton height={28} width={96} radius="md" aria-hidden />
    </Group>
  );
}

/**
 * Shown while the session loads: the app's frame (the header bar with the brand) and a quiet loader
 * in the page area, so the first paint already looks like the app instead of a blank 'Loading...'.
 * Same header height as AppLayout, so nothing moves when the page arrives.
 */
export function FullPageLoader() {
  return (
    <AppShell header={{ height: 60 }} padding={0}>
      <AppShell.Header>
        <HeaderFrame />
      </AppShell.Header>
      <AppShell.Main>
        <CenteredLoader />
      </AppShell.Main>
    </AppShell>
  );
}
