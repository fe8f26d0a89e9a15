import type { AssessmentChoice } from "@leadcoach/api/schemas";
import { useCallback, useEffect, useRef, useState } from "react";
import { trpc } from "../../lib/trpc";

/** How long answering may pause before the answers so far are saved. */
export const PROGRESS_SAVE_DELAY_MS = 800;
/** A save that failed for want of a network is tried again after this long. */
const RETRY_DELAY_MS = 5_000;

export type ProgressSaveState =
  { kind: "idle" } | { kind: "saving" } | { kind: "saved" } | { kind: "failed"; message: string };

const OFFLINE_MESSAGE = "Your latest answers are not saved yet. We will keep trying.";

function httpStatusOf(error: unknown): number | null {
  const data = (error as { data?: { httpStatus?: unknown } | null } | null)?.data;
  return typeof data?.httpStatus === "number" ? data.httpStatus : null;
}

/**
 * Saves the answers so far on the server, so a reload or another device continues from them: after a
 * pause in answering, at once when the page is hidden or left, one request at a time so the last
 * answers are the last saved. Until a save lands the answers live only in this page's memory (offline,
 * a retry follows); nothing is kept in browser storage.
 */
export function useProgressSave() {
  const { mutateAsync } = trpc.assessment.saveProgress.useMutation();
  const send = useRef(mutateAsync);
  const unsent = useRef<AssessmentChoice[] | null>(null);
  const inFlight = useRef(false);
  const stopped = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** `flush` itself, for its retry and follow-up (a callback may not name itself). */
  const flushAgain = useRef<() => void>(() => undefined);
  const [state, setState] = useState<ProgressSaveState>({ kind: "idle" });

  useEffect(() => {
    send.current = mutateAsync;
  }, [mutateAsync]);

  const flush = useCallback(async (): Promise<void> => {
    clearTimeout(timer.current);
    const choices = unsent.current;
    if (stopped.current || inFlight.current || !choices) return;
    unsent.current = null;
    inFlight.current = true;
    try {
      await send.current({ choices });
      if (!unsent.current) setState({ kind: "saved" });
    } catch (error) {
      const status = httpStatusOf(error);
      if (status !== null && status < 500) {
        // Refused (the attempt was submitted elsewhere, or a retake is locked): retrying cannot help.
        setState({ kind: "failed", message: error instanceof Error ? error.message : OFFLINE_MESSAGE });
        return;
      }
      unsent.current ??= choices;
      setState({ kind: "failed", message: OFFLINE_MESSAGE });
      timer.current = setTimeout(() => flushAgain.current(), RETRY_DELAY_MS);
      return;
    } finally {
      inFlight.current = false;
    }
    // Answers given while this save was on its way go next.
    if (unsent.current) flushAgain.current();
  }, []);

  useEffect(() => {
    flushAgain.current = () => void flush();
  }, [flush]);

  /** The answers changed: save them after a pause. */
  const schedule = useCallback(
    (choices: AssessmentChoice[]) => {
      if (stopped.current) return;
      unsent.current = choices;
      setState({ kind: "saving" });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), PROGRESS_SAVE_DELAY_MS);
    },
    [flush],
  );

  /** The attempt is being submitted: nothing more to save (the submit clears the saved answers). */
  const stop = useCallback(() => {
    stopped.current = true;
    unsent.current = null;
    clearTimeout(timer.current);
  }, []);

  /** A failed submit: saving resumes, starting with the answers it tried to submit. */
  const resume = useCallback(
    (choices: AssessmentChoice[]) => {
      stopped.current = false;
      schedule(choices);
    },
    [schedule],
  );

  // Leaving: a hidden tab, a closed window or a route change saves what is pending at once (the
  // request is sent with keepalive, so it outlives the page).
  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === "hidden") void flush();
    };
    const onPageHide = () => void flush();
    const onOnline = () => void flush();
    document.addEventListener("visibilitychange", onHidden);
    window.addEventListener("pagehide", onPageHide);
    window.addEventListener("online", onOnline);
    return () => {
      document.removeEventListener("visibilitychange", onHidden);
      window.removeEventListener("pagehide", onPageHide);
      window.removeEventListener("online", onOnline);
      void flush();
    };
  }, [flush]);

  return { state, schedule, stop, resume };
}
