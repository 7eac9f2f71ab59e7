import { Badge, Group } from "@mantine/core";
import { TagBadge } from "../../tags/index.ts";

type CardTagsProps = {
  /** Null when the viewer's role may not see them (TAGS:*:VIEW, *:INDUSTRY:VIEW). */
  tags: readonly { id: string; name: string; color: string }[] | null | undefined;
  industries?: readonly { id: string; name: string }[] | null;
};

/** A card's industries (outlined) and tags (in their colours), when there are any to show. */
export function CardTags({ tags, industries }: CardTagsProps) {
  if (!tags?.length && !industries?.length) return null;
  return (
    <Group gap={4} data-testid="card-tags">
      {industries?.map((industry) => (
        <Badge key={industry.id} variant="outline" color="gray.7" tt="none" radius="sm" size="sm">
          <bdi>{industry.name}</bdi>
        </Badge>
      ))}
      {tags?.map((tag) => (
        <TagBadge key={tag.id} name={tag.name} color={tag.color} size="sm" />
      ))}
    </Group>
  );
}
