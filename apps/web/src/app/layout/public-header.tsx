import { Button, Group } from "@mantine/core";
import { Link } from "react-router";
import { BrandLogo } from "./brand-logo";

/** The minimal header signed-out visitors see. */
export function PublicHeader() {
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <BrandLogo />
      <Group gap="xs" wrap="nowrap" component="nav" aria-label="Account">
        <Button component={Link} to="/login" variant="default" size="sm">
          Sign In
        </Button>
        <Button component={Link} to="/signup" size="sm">
          Get Started
        </Button>
      </Group>
    </Group>
  );
}
