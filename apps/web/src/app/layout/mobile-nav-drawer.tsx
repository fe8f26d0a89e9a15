import { Drawer, NavLink, Stack } from "@mantine/core";
import { Link, useLocation } from "react-router";
import { isNavItemActive, type NavItem } from "./nav-items";

interface MobileNavDrawerProps {
  items: readonly NavItem[];
  opened: boolean;
  onClose: () => void;
}

/** The side drawer behind the burger on narrow screens; repeats the top bar's links. */
export function MobileNavDrawer({ items, opened, onClose }: MobileNavDrawerProps) {
  const { pathname } = useLocation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title="Menu"
      size="xs"
      hiddenFrom="lg"
      closeButtonProps={{ "aria-label": "Close menu" }}
    >
      <Stack component="nav" aria-label="Main (mobile)" gap={4}>
        {items.map((item) => {
          const active = isNavItemActive(item, pathname);
          return (
            <NavLink
              key={item.to}
              component={Link}
              to={item.to}
              label={item.label}
              leftSection={<item.icon size={18} aria-hidden />}
              active={active}
              aria-current={active ? "page" : undefined}
              onClick={onClose}
            />
          );
        })}
      </Stack>
    </Drawer>
  );
}
