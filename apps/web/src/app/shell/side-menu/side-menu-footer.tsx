import { NavLink, Tooltip, useDirection } from "@mantine/core";
import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { useSupportEmail } from "../../../features/errors/index.ts";
import { type MenuViewer, showsCreateStartup } from "../../../features/navigation/index.ts";
import { useSignOut } from "../../../features/session/index.ts";
import type { MessageId } from "../../../lib/i18n/message-id.ts";
import { ShellIcon, type ShellIconName } from "../shell-icon.tsx";
import { CreateStartupButton } from "./create-startup-button.tsx";
import classes from "./side-menu.module.css";

type SideMenuFooterProps = { rail: boolean; viewer: MenuViewer };

/** Below the entries: Create Startup (cofounders without a startup), support and log-out. */
export function SideMenuFooter({ rail, viewer }: SideMenuFooterProps) {
  const supportEmail = useSupportEmail();
  const signOut = useSignOut();
  return (
    <div className={classes.footer}>
      {showsCreateStartup(viewer) ? <CreateStartupButton rail={rail} /> : null}
      <FooterEntry
        rail={rail}
        icon="support"
        labelId="nav.support"
        link={{ component: "a", href: `mailto:${supportEmail}` }}
      />
      <FooterEntry
        rail={rail}
        icon="logOut"
        mirrored
        labelId="account.logOut"
        link={{ component: "button", type: "button", onClick: signOut }}
      />
    </div>
  );
}

type FooterEntryProps = {
  rail: boolean;
  icon: ShellIconName;
  /** Icons that point along the reading direction turn round in right-to-left layouts. */
  mirrored?: boolean;
  labelId: MessageId;
  link: { component: "a"; href: string } | { component: "button"; type: "button"; onClick: () => void };
};

function FooterEntry({ rail, icon, mirrored, labelId, link }: FooterEntryProps) {
  const intl = useIntl();
  const towardsPage = useDirection().dir === "rtl" ? "left" : "right";
  const label = intl.formatMessage({ id: labelId });
  const glyph: ReactNode = mirrored ? (
    <span className={classes.mirrored}>
      <ShellIcon name={icon} />
    </span>
  ) : (
    <ShellIcon name={icon} />
  );
  const entry = (
    <NavLink
      {...link}
      className={classes.link}
      classNames={{ section: classes.section, body: classes.body }}
      label={rail ? null : label}
      aria-label={rail ? label : undefined}
      leftSection={glyph}
    />
  );
  return rail ? (
    <Tooltip label={label} position={towardsPage}>
      {entry}
    </Tooltip>
  ) : (
    entry
  );
}
