import {
  Button,
  Group,
  Modal,
  Stack,
  Text,
  type ButtonProps,
  type MantineSpacing,
  type ModalProps,
} from "@mantine/core";
import type { ComponentPropsWithoutRef, FormEventHandler, ReactNode } from "react";

interface AppDialogProps {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  size?: ModalProps["size"];
  /** Above another dialog that opened this one. */
  zIndex?: number;
  children: ReactNode;
}

/**
 * Mantine's Modal as every dialog of the app opens it: titled, closed by Escape, the overlay or the
 * close button, whose name says what it does. A dialog whose body holds a form renders that body only
 * while `opened`, so each opening starts from a fresh form.
 */
export function AppDialog({ opened, onClose, title, size = "lg", zIndex, children }: AppDialogProps) {
  return (
    <Modal
      closeButtonProps={{ "aria-label": "Close dialog" }}
      opened={opened}
      onClose={onClose}
      title={title}
      size={size}
      zIndex={zIndex}
    >
      {children}
    </Modal>
  );
}

interface DialogActionsProps {
  onCancel: () => void;
  cancelLabel?: string;
  /** Gives the focus to Cancel, so Enter never confirms something that cannot be undone. */
  focusCancel?: boolean;
  /** The dialog's own action, after Cancel. */
  children: ReactNode;
}

/** The end of a dialog: Cancel, then the action, at the right. */
export function DialogActions({
  onCancel,
  cancelLabel = "Cancel",
  focusCancel,
  children,
}: DialogActionsProps) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel} data-autofocus={focusCancel || undefined}>
        {cancelLabel}
      </Button>
      {children}
    </Group>
  );
}

export interface SubmitButtonProps
  extends
    Omit<ButtonProps, "loading" | "disabled" | "children">,
    Pick<ComponentPropsWithoutRef<"button">, "aria-busy"> {
  pending: boolean;
  /** Replaces the label while sending, the button disabled; without it the button shows a spinner. */
  pendingLabel?: string;
  /** Disabled for another reason (nothing typed yet). */
  disabled?: boolean;
  children: string;
}

/** A form's submit button, which cannot send twice. */
export function SubmitButton({
  pending,
  pendingLabel,
  disabled = false,
  children,
  ...props
}: SubmitButtonProps) {
  if (pendingLabel === undefined) {
    return (
      <Button type="submit" loading={pending} disabled={disabled} {...props}>
        {children}
      </Button>
    );
  }
  return (
    <Button type="submit" disabled={disabled || pending} {...props}>
      {pending ? pendingLabel : children}
    </Button>
  );
}

interface DialogFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  /** Names the form when the dialog's title does not. */
  "aria-label"?: string;
  gap?: MantineSpacing;
  submit: Omit<SubmitButtonProps, "children"> & { label: string };
  /** The fields, with an alert for a failed send first where the form shows one. */
  children: ReactNode;
}

/** A dialog's form: the fields, then Cancel and the submit button. The browser's own validation is off. */
export function DialogForm({ onSubmit, onCancel, gap = "md", submit, children, ...props }: DialogFormProps) {
  const { label, ...submitProps } = submit;
  return (
    <form onSubmit={onSubmit} noValidate aria-label={props["aria-label"]}>
      <Stack gap={gap}>
        {children}
        <DialogActions onCancel={onCancel}>
          <SubmitButton {...submitProps}>{label}</SubmitButton>
        </DialogActions>
      </Stack>
    </form>
  );
}

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  /** What will happen, in a sentence or two. */
  message: ReactNode;
  /** Shown above the message: why the last attempt failed. */
  alert?: ReactNode;
  cancelLabel?: string;
  confirmLabel: string;
  /** "red" for what cannot be undone. */
  color?: string;
  pending: boolean;
  /** Replaces the label while pending, the button disabled; without it the button shows a spinner. */
  pendingLabel?: string;
  onConfirm: () => void;
  onClose: () => void;
  size?: ModalProps["size"];
  zIndex?: number;
}

/** Asks before doing something: Cancel has the focus, so Enter never confirms by accident. */
export function ConfirmDialog({
  opened,
  title,
  message,
  alert,
  cancelLabel,
  confirmLabel,
  color,
  pending,
  pendingLabel,
  onConfirm,
  onClose,
  size = "sm",
  zIndex,
}: ConfirmDialogProps) {
  const button =
    pendingLabel === undefined ? (
      <Button color={color} loading={pending} onClick={onConfirm}>
        {confirmLabel}
      </Button>
    ) : (
      <Button color={color} disabled={pending} onClick={onConfirm}>
        {pending ? pendingLabel : confirmLabel}
      </Button>
    );
  return (
    <AppDialog opened={opened} onClose={onClose} title={title} size={size} zIndex={zIndex}>
      <Stack gap="md">
        {alert}
        {typeof message === "string" ? <Text>{message}</Text> : message}
        <DialogActions onCancel={onClose} cancelLabel={cancelLabel} focusCancel>
          {button}
        </DialogActions>
      </Stack>
    </AppDialog>
  );
}

export interface ConfirmItemDialogProps<T> extends Omit<
  ConfirmDialogProps,
  "opened" | "message" | "onConfirm"
> {
  /** What the question is about (the row whose button was pressed); open while there is one. */
  item: T | null;
  message: (item: T) => ReactNode;
  onConfirm: (item: T) => void;
}

/** ConfirmDialog about one item: open while `item` is set, its words and its action given that item. */
export function ConfirmItemDialog<T>({ item, message, onConfirm, ...props }: ConfirmItemDialogProps<T>) {
  return (
    <ConfirmDialog
      {...props}
      opened={item !== null}
      message={item === null ? "" : message(item)}
      onConfirm={() => {
        if (item !== null) onConfirm(item);
      }}
    />
  );
}
