import { ZCreateBugReportInput } from "@leadcoach/api/schemas";
import { Button, Group, Paper, Select, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { SubmitButton } from "../../components/form-dialog";
import { Page } from "../../components/page";
import { useSchemaForm } from "../../lib/form";
import { showToast, toastOnError } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { categoryOptions, severityOptions } from "./bug-display";
import { emptyBugReportForm, reportedPageUrl } from "./bug-report-form";
import { ScreenshotField } from "./screenshot-field";
import { SystemInfoPanel } from "./system-info-panel";
import { currentSystemInfo, formatBrowserInfo, formatDeviceInfo } from "./system-info";

const SUBMIT_FAILED_FALLBACK = "Failed to submit bug report. Please try again.";

/** /bug-report: the report form, with the browser's system information and an optional screenshot. */
export function BugReportScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  const [systemInfo] = useState(currentSystemInfo);
  const [initialValues] = useState(() =>
    emptyBugReportForm(reportedPageUrl(location.state, window.location.href)),
  );
  const form = useSchemaForm(ZCreateBugReportInput, initialValues);

  const create = trpc.bugReports.create.useMutation({
    onSuccess: () => {
      showToast({
        title: "Bug Report Submitted",
        message: "Thank you for reporting this issue. Our team will review it soon.",
      });
      void navigate("/");
    },
    onError: toastOnError("Submission Failed", SUBMIT_FAILED_FALLBACK),
  });

  const submit = form.onSubmit((values) =>
    create.mutate({
      ...values,
      browserInfo: formatBrowserInfo(systemInfo),
      deviceInfo: formatDeviceInfo(systemInfo),
    }),
  );

  return (
    <Page
      size="md"
      title="Report a Bug"
      description="Tell us what went wrong. The more detail you give, the faster we can fix it."
    >
      <form onSubmit={submit} noValidate aria-label="Bug report">
        <Stack gap="lg">
          <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }}>
            <Stack gap="md">
              <TextInput
                label="Title"
                placeholder="A short summary of the issue"
                withAsterisk
                {...form.getInputProps("title")}
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <Select
                  label="Severity"
                  data={severityOptions}
                  allowDeselect={false}
                  {...form.getInputProps("severity")}
                />
                <Select
                  label="Category"
                  data={categoryOptions}
                  allowDeselect={false}
                  {...form.getInputProps("category")}
                />
              </SimpleGrid>
              <Textarea
                label="Description"
                placeholder="What happened?"
                withAsterisk
                autosize
                minRows={3}
                {...form.getInputProps("description")}
              />
              <Textarea
                label="Steps to Reproduce"
                placeholder={"1. Go to...\n2. Click on...\n3. See the error"}
                autosize
                minRows={3}
                {...form.getInputProps("stepsToReproduce")}
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <Textarea
                  label="Expected Behaviour"
                  placeholder="What should have happened?"
                  autosize
                  minRows={2}
                  {...form.getInputProps("expectedBehavior")}
                />
                <Textarea
                  label="Actual Behaviour"
                  placeholder="What happened instead?"
                  autosize
                  minRows={2}
                  {...form.getInputProps("actualBehavior")}
                />
              </SimpleGrid>
              <TextInput label="URL where the issue occurred" type="url" {...form.getInputProps("url")} />
              <ScreenshotField
                value={form.values.screenshot}
                onChange={(value) => form.setFieldValue("screenshot", value)}
                error={form.errors.screenshot}
                disabled={create.isPending}
              />
            </Stack>
          </Paper>

          <SystemInfoPanel info={systemInfo} />

          <Group justify="flex-end" gap="sm">
            <Button variant="default" component={Link} to="/">
              Cancel
            </Button>
            <SubmitButton pending={create.isPending} pendingLabel="Submitting...">
              Submit Bug Report
            </SubmitButton>
          </Group>
        </Stack>
      </form>
    </Page>
  );
}
