import type { Person } from "@leadcoach/api/schemas";
import { ActionIcon, Menu } from "@mantine/core";
import {
  IconDots,
  IconKeyOff,
  IconMailForward,
  IconMailOff,
  IconUserCheck,
  IconUserCog,
  IconUserOff,
} from "@tabler/icons-react";
import { useSignedInUser } from "../auth/use-session";
import { allowedActions, type PersonAction } from "./people-display";

const items = {
  role: { label: "Change role", icon: IconUserCog, color: undefined },
  deactivate: { label: "Deactivate", icon: IconUserOff, color: "red" },
  reactivate: { label: "Reactivate", icon: IconUserCheck, color: undefined },
  resend: { label: "Resend invitation", icon: IconMailForward, color: undefined },
  revoke: { label: "Revoke invitation", icon: IconMailOff, color: "red" },
  resetSecondFactor: { label: "Reset two-step verification", icon: IconKeyOff, color: "red" },
} as const;

/** A row's menu; none when the admin may do nothing to this person. */
export function PersonActions({
  person,
  onAction,
}: {
  person: Person;
  onAction: (action: PersonAction, person: Person) => void;
}) {
  const caller = useSignedInUser();
  const actions = allowedActions(caller, person);
  if (actions.length === 0) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={`Actions for ${person.name}`}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.map((action) => {
          const { label, icon: Icon, color } = items[action];
          return (
            <Menu.Item
              key={action}
              color={color}
              leftSection={<Icon size={16} aria-hidden />}
              onClick={() => onAction(action, person)}
            >
              {label}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
