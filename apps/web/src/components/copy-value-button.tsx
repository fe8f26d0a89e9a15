import { Button, CopyButton } from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";

/** "Copy" beside a secret shown once (a token, a private feed link); says "Copied" for a moment after. */
export function CopyValueButton({ value }: { value: string }) {
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Button
          variant={copied ? "filled" : "default"}
          onClick={copy}
          leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
        >
          {copied ? "Copied" : "Copy"}
        </Button>
      )}
    </CopyButton>
  );
}
