import { Avatar, Badge, Card, Group, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import text from "../../../components/text-wrap.module.css";
import { RoleName } from "../../role-names/index.ts";
import type { CommunityPerson } from "../lib/types.ts";
import { CardTags } from "./card-tags.tsx";
import classes from "./community-cards.module.css";

/** A person of the community; the whole card opens their profile. */
export function PersonCard({ person }: { person: CommunityPerson }) {
  return (
    <Card
      component={Link}
      to={`/profile/${encodeURIComponent(person.id)}`}
      withBorder
      radius="md"
      padding="lg"
      className={classes.card}
      data-testid="person-card"
    >
      <Group wrap="nowrap" align="flex-start" gap="md">
        <Avatar
          src={person.avatar || null}
          name={person.fullName}
          color="initials"
          size={56}
          radius="xl"
          alt=""
          aria-hidden="true"
        />
        <Stack gap={6} className={text.wrap}>
          <Text fw={600} lh={1.3}>
            {person.fullName}
          </Text>
          <Badge variant="light" radius="sm" tt="none" maw="100%">
            <RoleName role={{ type: person.roleType, label: person.roleLabel }} />
          </Badge>
          <CardTags tags={person.tags} />
          {person.headline ? (
            <Text size="sm" c="dimmed" lineClamp={2}>
              {person.headline}
            </Text>
          ) : null}
        </Stack>
      </Group>
    </Card>
  );
}
