import { Badge, type BadgeProps } from "@mantine/core";
import { textOn } from "../lib/tag-colour.ts";

type TagBadgeProps = { name: string; color: string } & Omit<BadgeProps, "color">;

/** A tag in its colour, its text black or white for contrast; the name is isolated for RTL. */
export function TagBadge({ name, color, ...props }: TagBadgeProps) {
  return (
    <Badge
      variant="filled"
      radius="sm"
      tt="none"
      styles={{ root: { backgroundColor: color, color: textOn(color) } }}
      {...props}
    >
      <bdi>{name}</bdi>
    </Badge>
  );
}
