import { Anchor, List } from "@mantine/core";
import { useIntl } from "react-intl";
import type { EventAttachment, EventLink } from "../lib/types.ts";
import classes from "./events.module.css";

type EventAttachmentsProps = { files: readonly EventAttachment[]; links: readonly EventLink[] };

/** The event's files (downloads) and links (open in a new tab). */
export function EventAttachments({ files, links }: EventAttachmentsProps) {
  const intl = useIntl();
  const newTab = intl.formatMessage({ id: "events.page.newTab" });
  return (
    <List spacing={6} listStyleType="none" p={0} data-testid="event-attachments">
      {files.map((file) => (
        <List.Item key={file.id}>
          <Anchor
            href={file.url}
            download={file.name}
            className={classes.wrap}
            aria-label={intl.formatMessage({ id: "events.page.download" }, { name: file.name })}
          >
            {file.name}
          </Anchor>
        </List.Item>
      ))}
      {links.map((link) => (
        <List.Item key={`${link.name}-${link.link}`}>
          <Anchor
            href={link.link}
            target="_blank"
            rel="noopener noreferrer"
            className={classes.wrap}
            aria-label={`${link.name} ${newTab}`}
          >
            {link.name}
          </Anchor>
        </List.Item>
      ))}
    </List>
  );
}
