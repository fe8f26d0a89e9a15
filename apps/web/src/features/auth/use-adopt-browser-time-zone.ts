import { useEffect, useRef } from "react";
import { browserTimeZone } from "../../lib/browser-time-zone";
import { trpc } from "../../lib/trpc";
import { useSession } from "./use-session";

/**
 * On a signed-in load of someone with no time zone yet, store the browser's. The server keeps it only
 * while none is stored, so a zone picked in settings is never overwritten.
 */
export function useAdoptBrowserTimeZone(): void {
  const { user } = useSession();
  const adopt = trpc.settings.adoptBrowserTimeZone.useMutation();
  const sent = useRef(false);
  const needsZone = user !== null && user.timeZone === null;
  const { mutate } = adopt;
  useEffect(() => {
    const timeZone = browserTimeZone();
    if (!needsZone || sent.current || !timeZone) return;
    sent.current = true;
    mutate({ timeZone });
  }, [needsZone, mutate]);
}
