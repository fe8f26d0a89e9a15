import { Avatar, type AvatarProps } from "@mantine/core";
import { displayName, initialsOf } from "./user-name";

interface UserAvatarProps extends Omit<AvatarProps, "src" | "alt" | "children" | "name"> {
  name: string | null | undefined;
  avatar: string | null | undefined;
  /** Set when the avatar is decoration next to the visible name. */
  decorative?: boolean;
}

/** The user's picture, or their initials when they have none. */
export function UserAvatar({ name, avatar, decorative = false, ...props }: UserAvatarProps) {
  const label = `${displayName(name)}'s avatar`;
  return (
    <Avatar
      src={avatar || null}
      alt={decorative ? "" : label}
      color="indigo"
      variant="filled"
      aria-hidden={decorative || undefined}
      {...props}
    >
      {initialsOf(name)}
    </Avatar>
  );
}
