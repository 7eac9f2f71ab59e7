import { ActionIcon, Anchor, Group, Stack, Text } from "@mantine/core";
import { AddLinkField } from "./add-link-field.tsx";
import { type EventForm, useSay } from "./form-context.ts";

/** The event's links (attachments of kind link): each opens in a new tab, can be removed, and more added. */
export function LinksField({ form }: { form: EventForm }) {
  const say = useSay();
  const { links } = form.getValues();
  return (
    <Stack gap="xs" data-testid="event-links">
      <Text size="sm" fw={500}>
        {say("events.form.attachmentLinks")}
      </Text>
      {links.map((link, index) => (
        <Group key={link.id} gap="xs" wrap="nowrap">
          <Anchor
            href={link.link}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            style={{ overflowWrap: "anywhere" }}
          >
            {link.name}
          </Anchor>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={say("events.form.removeLink", { name: link.name })}
            onClick={() => form.removeListItem("links", index)}
          >
            <span aria-hidden="true">×</span>
          </ActionIcon>
        </Group>
      ))}
      <AddLinkField form={form} />
    </Stack>
  );
}
