import { Notifications } from "@mantine/notifications";
import classes from "./toasts.module.css";

/** The app's toast area: one toast at a time, bottom-right, clear of the header and the floating button. */
export function AppNotifications() {
  return <Notifications position="bottom-right" autoClose={5000} limit={1} className={classes.toasts} />;
}
