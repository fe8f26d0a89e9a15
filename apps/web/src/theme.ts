import { createTheme, Notification, type CSSVariablesResolver } from "@mantine/core";

export const theme = createTheme({
  primaryColor: "indigo",
  // Filled buttons with white text keep at least 4.5:1 contrast in both schemes.
  primaryShade: { light: 8, dark: 7 },
  autoContrast: true,
  defaultRadius: "md",
  fontFamily:
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'",
  headings: { fontWeight: "700" },
  cursorType: "pointer",
  // With 'prefers-reduced-motion: reduce', Mantine's transitions (modals, drawers, menus, popovers,
  // dropdowns) and the notifications' slide-in take no time; reduced-motion.css stops the rest.
  respectReducedMotion: true,
  components: {
    Notification: Notification.extend({
      defaultProps: { closeButtonProps: { "aria-label": "Dismiss notification" } },
      // Mantine's grey description text is below 4.5:1 on white.
      styles: { description: { color: "var(--mantine-color-text)" } },
    }),
  },
});

/** Darker "dimmed", placeholder and error text than Mantine's defaults, so secondary text meets WCAG AA (4.5:1). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    "--mantine-color-dimmed": "var(--mantine-color-gray-7)",
    "--mantine-color-error": "var(--mantine-color-red-9)",
    "--mantine-color-placeholder": "#6c757d",
  },
  dark: {
    "--mantine-color-dimmed": "var(--mantine-color-dark-1)",
    "--mantine-color-error": "var(--mantine-color-red-5)",
    "--mantine-color-placeholder": "#9a9a9a",
  },
});
