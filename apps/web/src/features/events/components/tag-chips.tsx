import { Badge, Group } from "@mantine/core";
import type { TagChip } from "../lib/types.ts";

/** Topics or tags as small badges: the tag's colour on a dot, the text in the page's (readable whatever the colour). */
export function TagChips({ tags, label }: { tags: readonly TagChip[]; label: string }) {
  if (tags.length === 0) return null;
  return (
    <Group gap={6} component="ul" aria-label={label} m={0} p={0} style={{ listStyle: "none" }}>
      {tags.map((tag) => (
        <Badge
          key={tag.id}
          component="li"
          variant="dot"
          radius="sm"
          tt="none"
          color={tag.color || undefined}
          maw="100%"
        >
          {tag.name}
        </Badge>
      ))}
    </Group>
  );
}
