import { Avatar, Group, Stack } from "@mantine/core";
import type { ReactNode } from "react";

/** A person's picture is round; a startup's logo is a rounded square. */
const RADIUS = { person: "xl", startup: "md" } as const;

/** A row in a list, a card, the top of a page. */
const SCALES = {
  sm: { size: 36, gap: "sm", textGap: 0 },
  md: { size: 48, gap: "md", textGap: 2 },
  lg: { size: 72, gap: "lg", textGap: 4 },
} as const;

type AvatarBlockProps = {
  /** Whose picture: the initials stand in when there is none. */
  name: string;
  src?: string | null;
  kind: keyof typeof RADIUS;
  scale: keyof typeof SCALES;
  "data-testid"?: string;
  children: ReactNode;
};

/**
 * A picture (or initials) with lines of text beside it: a person, a startup. The picture is
 * decoration (the name is in the text), so readers skip it.
 */
export function AvatarBlock({ name, src, kind, scale, children, ...group }: AvatarBlockProps) {
  const { size, gap, textGap } = SCALES[scale];
  return (
    <Group wrap="nowrap" gap={gap} align="center" miw={0} {...group}>
      <Avatar
        src={src || null}
        name={name}
        color="initials"
        radius={RADIUS[kind]}
        size={size}
        alt=""
        aria-hidden="true"
      />
      <Stack gap={textGap} miw={0}>
        {children}
      </Stack>
    </Group>
  );
}
