import type { CSSProperties } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { BrandingValues } from "../lib/branding-values.ts";
import { previewLogo } from "../lib/preview-logo.ts";
import classes from "./sidebar-preview.module.css";

type SidebarPreviewProps = {
  values: BrandingValues;
  organisationName: string;
};

/** A miniature side menu in the colours being edited: an entry, the active one with its active sub-entry. */
export function SidebarPreview({ values, organisationName }: SidebarPreviewProps) {
  const intl = useIntl();
  const { sidebar } = values.brandPalette;
  const logo = previewLogo(values, sidebar.logoType);
  const colours = {
    "--preview-bg": sidebar.backgroundColor,
    "--preview-text": sidebar.textColor,
    "--preview-active-bg": sidebar.activeItemBackgroundColor,
    "--preview-active-text": sidebar.activeItemTextColor,
    "--preview-active-sub-text": sidebar.activeSubItemTextColor,
  } as CSSProperties;

  return (
    <figure className={classes.figure}>
      <div className={classes.sidebar} style={colours} data-testid="sidebar-preview">
        <div className={classes.brand}>
          {logo ? (
            <img
              className={classes.logo}
              src={logo.src}
              alt={intl.formatMessage({ id: "branding.logoAlt" }, { name: organisationName })}
              data-on-light={logo.onDark ? undefined : true}
            />
          ) : (
            <bdi className={classes.name}>{organisationName}</bdi>
          )}
        </div>
        <ul className={classes.items}>
          <li className={classes.item}>
            <FormattedMessage id="nav.events" />
          </li>
          <li className={classes.item}>
            <FormattedMessage id="nav.community" />
          </li>
          <li className={classes.item} data-active>
            <FormattedMessage id="nav.administration" />
          </li>
          <li className={classes.subItem}>
            <FormattedMessage id="nav.settings.general" />
          </li>
          <li className={classes.subItem} data-active>
            <FormattedMessage id="nav.settings.branding" />
          </li>
        </ul>
      </div>
      <figcaption className={classes.caption}>
        <FormattedMessage id="settings.branding.preview" />
      </figcaption>
    </figure>
  );
}
