import { Button, Group } from "@mantine/core";
import { Link, useLocation } from "react-router";
import { BrandLogo } from "../../components/brand-logo";

/** Pages a visitor reaches by a link meant for them alone (a reviewer answering): no account buttons. */
const pagesWithoutAccountLinks = new Set(["/feedback"]);

/** The minimal header signed-out visitors see; compact buttons so logo and both fit a 320 px phone. */
export function PublicHeader() {
  const { pathname } = useLocation();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="xs">
      <BrandLogo />
      {!pagesWithoutAccountLinks.has(pathname) && (
        <Group gap="xs" wrap="nowrap" component="nav" aria-label="Account" style={{ flex: "none" }}>
          <Button component={Link} to="/login" variant="default" size="compact-md">
            Sign In
          </Button>
          <Button component={Link} to="/signup" size="compact-md">
            Get Started
          </Button>
        </Group>
      )}
    </Group>
  );
}
