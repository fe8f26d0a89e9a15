import { useCallback, useRef } from "react";
import { trpc } from "../../lib/trpc";
import type { ProgressSaveState } from "./player-progress";

interface ProgressSaverOptions {
  userId: number;
  lessonId: number;
  /** The user's progress record for this lesson, when one exists (then saves PATCH it). */
  recordId: number | null;
}

/**
 * Saves lesson progress in the background: POST while there is no record, PATCH once there
 * is. A failed save is only logged and never blocks the lesson; the next save sends the newest state,
 * so it catches up. Saves never overlap: a save asked for while one is running follows it.
 */
export function useProgressSaver({ userId, lessonId, recordId }: ProgressSaverOptions) {
  // Through the mutation hooks, so the freshness policy reloads progress, XP and the dashboard.
  const { mutateAsync: createProgress } = trpc.lessons.createProgress.useMutation();
  const { mutateAsync: updateProgress } = trpc.lessons.updateProgress.useMutation();
  const record = useRef<number | null>(recordId);
  const latest = useRef<ProgressSaveState | null>(null);
  const pending = useRef(false);
  const running = useRef(false);

  const flush = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    try {
      while (pending.current && latest.current) {
        const state = latest.current;
        pending.current = false;
        try {
          const saved =
            record.current === null
              ? await createProgress({ userId, lessonId, ...state })
              : await updateProgress({ progressId: record.current, ...state });
          record.current = saved.id;
        } catch (error) {
          console.error("Failed to save lesson progress", error);
          // Retry only when a newer state arrived meanwhile; otherwise the next save sends it.
          if (latest.current === state) {
            pending.current = true;
            break;
          }
          pending.current = true;
        }
      }
    } finally {
      running.current = false;
    }
  }, [createProgress, updateProgress, userId, lessonId]);

  return useCallback(
    (state: ProgressSaveState) => {
      latest.current = state;
      pending.current = true;
      void flush();
    },
    [flush],
  );
}
