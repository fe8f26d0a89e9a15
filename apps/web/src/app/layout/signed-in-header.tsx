import { Burger, Group } from "@mantine/core";
import type { PublicUser } from "@leadcoach/api/schemas";
import { BrandLogo } from "../../components/brand-logo";
import { HeaderActions } from "./header-actions";
import { HeaderNav } from "./header-nav";
import type { NavItem } from "./nav-items";
import { UserMenu } from "./user-menu";

interface SignedInHeaderProps {
  user: PublicUser;
  items: readonly NavItem[];
  drawerOpened: boolean;
  onToggleDrawer: () => void;
}

export function SignedInHeader({ user, items, drawerOpened, onToggleDrawer }: SignedInHeaderProps) {
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={drawerOpened}
          onClick={onToggleDrawer}
          hiddenFrom="lg"
          size="sm"
          aria-label={drawerOpened ? "Close navigation" : "Open navigation"}
          aria-expanded={drawerOpened}
        />
        <BrandLogo />
      </Group>
      <HeaderNav items={items} />
      <Group gap="xs" wrap="nowrap">
        <HeaderActions />
        <UserMenu user={user} />
      </Group>
    </Group>
  );
}
