import { MIN_NEW_ANSWERS_PER_RELEASE, type ReviewCycleDetail } from "@leadcoach/api/schemas";
import { MutationErrorAlert } from "../../components/error-alert";
import { ConfirmItemDialog } from "../../components/form-dialog";
import { showToast } from "../../lib/toast";
import { trpc } from "../../lib/trpc";

interface CloseCycleDialogProps {
  /** The cycle to close; null while closed. */
  cycle: ReviewCycleDetail | null;
  onClose: () => void;
}

/** Asks before closing a review: open invitations are withdrawn. Cancel has the focus. */
export function CloseCycleDialog({ cycle, onClose }: CloseCycleDialogProps) {
  const utils = trpc.useUtils();
  const close = trpc.reviews360.close.useMutation({
    onSuccess: (detail) => {
      utils.reviews360.get.setData({ cycleId: detail.id }, detail);
      showToast({
        title: "360 review closed",
        message: "Its report stays here, to compare with your next one.",
      });
      onClose();
    },
  });
  return (
    <ConfirmItemDialog
      item={cycle}
      onClose={onClose}
      title="Close this 360 review?"
      size="md"
      alert={<MutationErrorAlert error={close.error} fallback="The review could not be closed." />}
      message={({ pendingCount: waiting }) =>
        `${
          waiting > 0
            ? `${waiting} ${waiting === 1 ? "reviewer has" : "reviewers have"} not answered yet: their links will stop working and no reminder will be sent.`
            : "No one will be able to answer or be invited any more."
        } Answers not yet in your results are added only if at least ${MIN_NEW_ANSWERS_PER_RELEASE} are waiting. The report stays available, and your next 360 review will compare with it.`
      }
      confirmLabel="Close review"
      color="red"
      pending={close.isPending}
      onConfirm={({ id }) => close.mutate({ cycleId: id })}
    />
  );
}
