import { Button } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";

interface DownloadButtonProps {
  /** What `useDownload` (lib/download.ts) returns. */
  file: { downloading: boolean; download: () => void };
  /** Off until there is something to download. */
  disabled?: boolean;
  children: string;
}

/** A header button that saves a file: the download icon, a spinner while the file is fetched. */
export function DownloadButton({ file, disabled, children }: DownloadButtonProps) {
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={file.downloading}
      disabled={disabled}
      onClick={file.download}
    >
      {children}
    </Button>
  );
}
