import { ConfirmDialog, type ConfirmDialogProps } from "./form-dialog";

/** Asks before deleting for good: a red button that reads 'Deleting...' while it works; Cancel has the focus. */
export function ConfirmDeleteDialog(props: Omit<ConfirmDialogProps, "color" | "pendingLabel">) {
  return <ConfirmDialog {...props} color="red" pendingLabel="Deleting..." />;
}
