import { Affix, Box, Group } from "@mantine/core";
import type { ReactNode } from "react";
import classes from "./floating-action-dock.module.css";

/** Height of the dock (a 56 px button and its padding); toasts on phones sit above it. */
export const FLOATING_DOCK_HEIGHT = 73;

/**
 * The phones-only floating action (the dashboard's Take Assessment button). It sits in an opaque strip
 * docked to the bottom edge, and the page ends with a spacer of the same height, so the button never
 * lies over content: content passes behind the strip as it does behind the header, and the last
 * card scrolls clear of it.
 */
export function FloatingActionDock({ children }: { children: ReactNode }) {
  return (
    <>
      <Box hiddenFrom="sm" h={FLOATING_DOCK_HEIGHT} aria-hidden data-testid="floating-dock-spacer" />
      <Affix position={{ bottom: 0, left: 0, right: 0 }} hiddenFrom="sm" zIndex={150}>
        <Group justify="flex-end" className={classes.dock} data-testid="floating-dock">
          {children}
        </Group>
      </Affix>
    </>
  );
}
