import { Group } from "@mantine/core";
import { Link, useLocation } from "react-router";
import classes from "./header-nav.module.css";
import { isNavItemActive, type NavItem } from "./nav-items";

interface HeaderNavProps {
  items: readonly NavItem[];
}

/** The top bar's links on wide screens; the current route carries aria-current="page". */
export function HeaderNav({ items }: HeaderNavProps) {
  const { pathname } = useLocation();
  return (
    <Group component="nav" aria-label="Main" gap={2} wrap="nowrap" visibleFrom="lg">
      {items.map((item) => (
        <Link
          key={item.to}
          to={item.to}
          className={classes.link}
          aria-current={isNavItemActive(item, pathname) ? "page" : undefined}
        >
          {item.label}
        </Link>
      ))}
    </Group>
  );
}
