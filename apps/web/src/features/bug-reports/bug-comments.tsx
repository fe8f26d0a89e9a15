import { DELETED_ACCOUNT_LABEL, ZAddBugCommentInput, type BugReportComment } from "@leadcoach/api/schemas";
import { Badge, Box, Checkbox, Group, Paper, Stack, Text, Textarea } from "@mantine/core";
import { MutationErrorAlert } from "../../components/error-alert";
import { SubmitButton } from "../../components/form-dialog";
import { useSchemaForm } from "../../lib/form";
import { showToast } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { formatDateTime } from "./bug-display";

interface BugCommentListProps {
  comments: readonly BugReportComment[];
  /** "reporter": admins' comments labelled 'Admin Response'; "admin": user ids and 'Internal' badges. */
  view: "reporter" | "admin";
}

/** A report's comments, oldest first, in a scrolling box of limited height. */
export function BugCommentList({ comments, view }: BugCommentListProps) {
  if (comments.length === 0) {
    return <Text size="sm">No comments yet.</Text>;
  }
  return (
    <Box
      component="section"
      aria-label="Comments"
      tabIndex={0}
      mah={320}
      style={{ overflowY: "auto", borderRadius: "var(--mantine-radius-md)" }}
      data-testid="bug-comment-list"
    >
      <Stack gap="sm" p={2}>
        {comments.map((comment) => (
          <Paper key={comment.id} withBorder radius="md" p="sm" data-testid="bug-comment">
            <Stack gap={6}>
              <Group gap="xs" wrap="wrap">
                {view === "reporter" ? (
                  <Text size="sm" fw={600}>
                    {comment.isAdminResponse ? "Admin Response" : "You"}
                  </Text>
                ) : (
                  <Text size="sm" fw={600}>
                    {comment.userId === null
                      ? DELETED_ACCOUNT_LABEL
                      : comment.userName
                        ? `${comment.userName} (user ${comment.userId})`
                        : `User ${comment.userId}`}
                  </Text>
                )}
                {view === "admin" && comment.isAdminResponse && !comment.isInternal && (
                  <Badge variant="light" color="blue">
                    Admin Response
                  </Badge>
                )}
                {view === "admin" && comment.isInternal && (
                  <Badge variant="light" color="grape">
                    Internal
                  </Badge>
                )}
                <Text size="xs">{formatDateTime(comment.createdAt)}</Text>
              </Group>
              <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                {comment.comment}
              </Text>
            </Stack>
          </Paper>
        ))}
      </Stack>
    </Box>
  );
}

const ZCommentForm = ZAddBugCommentInput.pick({ comment: true, isInternal: true });

interface BugCommentFormProps {
  reportId: number;
  /** Admins may write internal comments, hidden from the reporter. */
  allowInternal?: boolean;
}

/** 'Add Comment': disabled while the text is blank or the comment is being sent. */
export function BugCommentForm({ reportId, allowInternal = false }: BugCommentFormProps) {
  const form = useSchemaForm(ZCommentForm, { comment: "", isInternal: false });
  const addComment = trpc.bugReports.addComment.useMutation({
    onSuccess: () => {
      showToast({ title: "Comment added successfully" });
      form.reset();
    },
  });
  const blank = form.values.comment.trim() === "";

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        addComment.mutate({
          id: reportId,
          comment: values.comment,
          isInternal: allowInternal && values.isInternal,
        }),
      )}
    >
      <Stack gap="sm">
        <MutationErrorAlert
          error={addComment.error}
          fallback="Failed to add comment."
          networkFallback="Failed to add comment. Please try again."
        />
        <Textarea
          label="Add a comment"
          placeholder="Write your comment..."
          autosize
          minRows={2}
          maxRows={6}
          {...form.getInputProps("comment")}
        />
        <Group justify="space-between" gap="sm">
          {allowInternal ? (
            <Checkbox
              label="Internal comment (not visible to user)"
              {...form.getInputProps("isInternal", { type: "checkbox" })}
            />
          ) : (
            <span />
          )}
          <SubmitButton disabled={blank} pending={addComment.isPending} pendingLabel="Adding...">
            Add Comment
          </SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}
