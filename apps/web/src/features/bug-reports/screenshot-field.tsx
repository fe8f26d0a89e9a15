import { Button, FileInput, Group, Image, Paper, Stack, Text } from "@mantine/core";
import { IconPhoto, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { SCREENSHOT_ACCEPT, readFileAsDataUrl, screenshotFileError, screenshotHint } from "./screenshot-file";

interface ScreenshotFieldProps {
  /** The chosen image as a data URL, or null. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** The form's own error for the field (the server's rule), shown under the input. */
  error?: React.ReactNode;
  disabled?: boolean;
}

/** An optional screenshot: PNG, JPEG or WebP up to the server's limit, checked here first, with a preview. */
export function ScreenshotField({ value, onChange, error, disabled }: ScreenshotFieldProps) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  const choose = (chosen: File | null) => {
    setFileError(null);
    if (!chosen) {
      setFile(null);
      onChange(null);
      return;
    }
    const problem = screenshotFileError(chosen);
    if (problem) {
      setFile(null);
      setFileError(problem);
      onChange(null);
      return;
    }
    setFile(chosen);
    readFileAsDataUrl(chosen).then(onChange, () => {
      setFile(null);
      setFileError("The file could not be read. Please choose another image.");
      onChange(null);
    });
  };

  const remove = () => choose(null);

  return (
    <Stack gap="xs">
      <FileInput
        label="Screenshot (optional)"
        description={screenshotHint()}
        placeholder="Choose an image"
        accept={SCREENSHOT_ACCEPT}
        leftSection={<IconPhoto size={16} aria-hidden />}
        value={file}
        onChange={choose}
        error={fileError ?? error}
        disabled={disabled}
        clearable
        clearButtonProps={{ "aria-label": "Clear screenshot" }}
      />
      {value && (
        <Paper withBorder radius="md" p="sm">
          <Stack gap="xs">
            <Text size="sm" fw={600}>
              Screenshot preview
            </Text>
            <Image src={value} alt="Screenshot preview" mah={240} fit="contain" radius="sm" />
            <Group>
              <Button
                variant="default"
                size="xs"
                leftSection={<IconTrash size={14} aria-hidden />}
                onClick={remove}
                disabled={disabled}
              >
                Remove screenshot
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
