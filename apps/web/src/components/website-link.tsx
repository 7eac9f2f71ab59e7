import { Anchor, VisuallyHidden } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import type { MessageId } from "../lib/i18n/message-id.ts";
import { websiteLink } from "../lib/website.ts";
import { ExternalIcon } from "./icons/external-icon.tsx";
import text from "./text-wrap.module.css";

type WebsiteLinkProps = {
  website: string | null | undefined;
  /** "(opens in a new tab)", for screen readers. */
  newTabId: MessageId;
  className?: string;
};

/**
 * A website, opened in a new tab without giving that tab a handle on this one (noopener) or
 * the address of this page (noreferrer); nothing when it is not a web address.
 */
export function WebsiteLink({ website, newTabId, className }: WebsiteLinkProps) {
  const link = websiteLink(website);
  if (!link) return null;
  return (
    <Anchor
      href={link.href}
      target="_blank"
      rel="noopener noreferrer"
      size="sm"
      className={className ? `${className} ${text.wrap}` : text.wrap}
    >
      {link.label}
      <ExternalIcon />{" "}
      <VisuallyHidden>
        <FormattedMessage id={newTabId} />
      </VisuallyHidden>
    </Anchor>
  );
}
