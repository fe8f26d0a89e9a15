import { Button, Group } from "@mantine/core";
import { IconFileTypeCsv, IconMailForward, IconUserPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useSignedInUser } from "../auth/use-session";
import { ImportDialog } from "./import-dialog";
import { InviteDialog } from "./invite-dialog";
import { PendingInvitationsDialog } from "./pending-invitations-dialog";

type Open = "invite" | "import" | "pending" | null;

/** The people screen's invitation actions: invite one person, import a CSV file, the pending list. */
export function InvitePeopleButtons() {
  const user = useSignedInUser();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  return (
    <Group gap="sm">
      <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setOpen("invite")}>
        Invite person
      </Button>
      <Button
        variant="default"
        leftSection={<IconFileTypeCsv size={16} aria-hidden />}
        onClick={() => setOpen("import")}
      >
        Import CSV
      </Button>
      <Button
        variant="default"
        leftSection={<IconMailForward size={16} aria-hidden />}
        onClick={() => setOpen("pending")}
      >
        Pending invitations
      </Button>
      <InviteDialog
        opened={open === "invite"}
        onClose={close}
        canInviteAdmins={user.role === "super_admin"}
      />
      <ImportDialog opened={open === "import"} onClose={close} />
      <PendingInvitationsDialog opened={open === "pending"} onClose={close} />
    </Group>
  );
}
