import { Button, FileInput, Group, Stack, Text } from "@mantine/core";
import { IconTrash, IconUpload } from "@tabler/icons-react";
import { useState } from "react";
import { UserAvatar } from "../../components/user-avatar";
import { AVATAR_ACCEPT, AVATAR_MAX_SIZE, AvatarImageError, resizeImageToDataUrl } from "./resize-avatar";

interface AvatarFieldProps {
  name: string;
  /** The current picture as a data: URL, or "" for none. */
  value: string;
  onChange: (dataUrl: string) => void;
}

/** Picks an image, scales it down to 128x128 in the browser and hands back a data: URL. */
export function AvatarField({ name, value, onChange }: AvatarFieldProps) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isProcessing, setIsProcessing] = useState(false);

  const handleFile = async (picked: File | null) => {
    setFile(picked);
    setError(null);
    if (!picked) return;
    setIsProcessing(true);
    try {
      onChange(await resizeImageToDataUrl(picked));
    } catch (caught) {
      setFile(null);
      setError(caught instanceof AvatarImageError ? caught.message : "That image could not be used.");
    } finally {
      setIsProcessing(false);
    }
  };

  const handleRemove = () => {
    setFile(null);
    setError(null);
    onChange("");
  };

  return (
    <Group align="flex-start" gap="lg" wrap="nowrap">
      <UserAvatar name={name} avatar={value} size={80} />
      <Stack gap="xs" style={{ flex: 1 }}>
        <FileInput
          label="Profile picture"
          description={`PNG, JPEG or WebP; resized to at most ${AVATAR_MAX_SIZE}x${AVATAR_MAX_SIZE} pixels`}
          placeholder="Choose an image"
          accept={AVATAR_ACCEPT}
          value={file}
          onChange={(picked) => void handleFile(picked)}
          leftSection={<IconUpload size={16} aria-hidden />}
          error={error}
          disabled={isProcessing}
        />
        {value && (
          <Group>
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={handleRemove}
            >
              Remove picture
            </Button>
          </Group>
        )}
        {isProcessing && (
          <Text size="sm" role="status">
            Processing image...
          </Text>
        )}
      </Stack>
    </Group>
  );
}
