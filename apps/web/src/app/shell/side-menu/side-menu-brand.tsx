import { ActionIcon, Avatar } from "@mantine/core";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { useBranding, useTopBarLogo } from "../../../features/branding/index.ts";
import { ShellIcon } from "../shell-icon.tsx";
import classes from "./side-menu.module.css";

type SideMenuBrandProps = {
  rail: boolean;
  /** On small screens the open menu covers the page: it offers its own close button. */
  onClose?: (() => void) | undefined;
};

/** The organisation's logo (the sidebar palette's logo type), or its name when it has none. */
export function SideMenuBrand({ rail, onClose }: SideMenuBrandProps) {
  const intl = useIntl();
  const incubator = useBranding();
  const logo = useTopBarLogo();

  return (
    <div className={classes.brand}>
      <Link to="/" className={classes.brandLink} aria-label={logo ? undefined : incubator?.name}>
        {logo ? (
          <img
            className={classes.logo}
            src={logo.src}
            alt={logo.alt}
            data-on-light={logo.onDark ? undefined : true}
          />
        ) : null}
        {incubator && !logo && rail ? <Avatar name={incubator.name} color="initials" size={36} /> : null}
        {incubator && !logo && !rail ? (
          // The name's own direction (dir="auto") decides where the ellipsis cuts: at the end
          // of the name in its reading order, "Demo Accele…" in an Arabic page too.
          <span className={classes.name} dir="auto" data-testid="organisation-name">
            {incubator.name}
          </span>
        ) : null}
      </Link>
      {onClose ? (
        <ActionIcon
          variant="subtle"
          color="currentColor"
          c="inherit"
          size="lg"
          onClick={onClose}
          aria-label={intl.formatMessage({ id: "topBar.menuClose" })}
        >
          <ShellIcon name="close" />
        </ActionIcon>
      ) : null}
    </div>
  );
}
