import { Alert } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { mutationErrorMessage, type MutationErrorLike } from "../lib/mutation-error";

/** Why the last attempt failed, in red above the form, announced as soon as it shows. */
export function ErrorAlert({ children }: { children: ReactNode }) {
  return (
    <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
      {children}
    </Alert>
  );
}

interface MutationErrorAlertProps {
  /** The failed call's error; nothing shows while it is null. */
  error: MutationErrorLike | null;
  /** When the server sent no message. */
  fallback: string;
  /** When no answer arrived at all (offline); `fallback` by default. */
  networkFallback?: string;
}

/** A failed call's alert: the server's own message, else the fallbacks (lib/mutation-error.ts). */
export function MutationErrorAlert({ error, fallback, networkFallback }: MutationErrorAlertProps) {
  if (!error) return null;
  return <ErrorAlert>{mutationErrorMessage(error, fallback, networkFallback)}</ErrorAlert>;
}
