import { Anchor, VisuallyHidden } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import { websiteLink } from "../../community/lib/website.ts";
import classes from "./portfolio.module.css";
import { ExternalIcon } from "./portfolio-icons.tsx";

/** A startup's website, opened in a new tab that gets no handle on this one; nothing when it is not a web address. */
export function StartupWebsite({ website }: { website: string | null | undefined }) {
  const link = websiteLink(website);
  if (!link) return null;
  return (
    <Anchor href={link.href} target="_blank" rel="noopener noreferrer" size="sm" className={classes.text}>
      {link.label}
      <ExternalIcon />{" "}
      <VisuallyHidden>
        <FormattedMessage id="portfolio.newTab" />
      </VisuallyHidden>
    </Anchor>
  );
}
