import {
  IconBulb,
  IconFlag,
  IconHeart,
  IconMessage,
  IconPuzzle,
  type Icon,
  type IconProps,
} from "@tabler/icons-react";

const icons: Record<string, Icon> = {
  message: IconMessage,
  flag: IconFlag,
  heart: IconHeart,
  puzzle: IconPuzzle,
};

/** A skill category's icon by its stored name; a light bulb for names it does not know. */
export function CategoryIcon({ icon, ...props }: { icon: string | null } & IconProps) {
  const Component = (icon && icons[icon]) || IconBulb;
  return <Component aria-hidden {...props} />;
}
