import {
  ConfirmDialog,
  ConfirmItemDialog,
  type ConfirmDialogProps,
  type ConfirmItemDialogProps,
} from "./form-dialog";

/** Asks before deleting for good: a red button that reads 'Deleting...' while it works; Cancel has the focus. */
export function ConfirmDeleteDialog(props: Omit<ConfirmDialogProps, "color" | "pendingLabel">) {
  return <ConfirmDialog {...props} color="red" pendingLabel="Deleting..." />;
}

/** ConfirmDeleteDialog about one item of a list: open while `item` is set. */
export function ConfirmDeleteItemDialog<T>(props: Omit<ConfirmItemDialogProps<T>, "color" | "pendingLabel">) {
  return <ConfirmItemDialog {...props} color="red" pendingLabel="Deleting..." />;
}
