import { browserTimeZone } from "../../lib/browser-time-zone";
import { useSignedInUser } from "../auth/use-session";

/** The time zone the person's program days are read in: the one in their settings, else the browser's. */
export function useProgramTimeZone(): string | undefined {
  const user = useSignedInUser();
  return user.timeZone ?? browserTimeZone();
}
