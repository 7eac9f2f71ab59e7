import { NavLink, Tooltip, useDirection, VisuallyHidden } from "@mantine/core";
import { type ReactElement, useEffect, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import type { SideMenuItem } from "../../../features/navigation/index.ts";
import { ShellIcon } from "../shell-icon.tsx";
import classes from "./side-menu.module.css";

type SideMenuEntryProps = {
  item: SideMenuItem;
  depth: number;
  /** Keys of the entries leading to the current page (features/navigation activeTrail). */
  trail: readonly string[];
  /** The collapsed menu shows icons only, each named by its tooltip and its accessible name. */
  rail: boolean;
  onExpand: () => void;
  onNavigate: () => void;
};

/** One entry of the side menu: a link, a locked entry, or a submenu opening on the current path. */
export function SideMenuEntry({ item, depth, trail, rail, onExpand, onNavigate }: SideMenuEntryProps) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: item.name });
  const inTrail = trail.includes(item.key);
  // Tooltips open towards the page, away from the menu's edge of the window.
  const towardsPage = useDirection().dir === "rtl" ? "left" : "right";
  const [opened, setOpened] = useState(inTrail);
  useEffect(() => {
    if (inTrail) setOpened(true);
  }, [inTrail]);
  const current = !item.subMenu && trail.at(-1) === item.key;
  const linkRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    // A deep entry (Setup > Tags > Event tags) may sit below the fold of a long menu.
    if (current) linkRef.current?.scrollIntoView?.({ block: "nearest" });
  }, [current]);

  const common = {
    className: classes.link,
    classNames: { section: classes.section, body: classes.body },
    "data-depth": depth,
    label: rail ? null : label,
    "aria-label": rail ? label : undefined,
    leftSection: item.icon ? <ShellIcon name={item.icon} /> : null,
  };

  let entry: ReactElement;
  if (item.locked) {
    const lockedText = intl.formatMessage({ id: "nav.locked" });
    entry = (
      <NavLink
        {...common}
        // Screen readers hear why the entry does nothing; sighted users see the lock and the tooltip.
        label={
          rail ? null : (
            <>
              {label} <VisuallyHidden>({lockedText})</VisuallyHidden>
            </>
          )
        }
        aria-label={rail ? `${label} (${lockedText})` : undefined}
        component="button"
        type="button"
        aria-disabled="true"
        data-locked
        rightSection={rail ? null : <ShellIcon name="lock" size={16} />}
      />
    );
    return (
      <Tooltip label={rail ? `${label} · ${lockedText}` : lockedText} position={towardsPage} openDelay={200}>
        {entry}
      </Tooltip>
    );
  }
  if (item.subMenu) {
    entry = rail ? (
      <NavLink
        {...common}
        component="button"
        type="button"
        active={inTrail}
        onClick={() => {
          setOpened(true);
          onExpand();
        }}
      />
    ) : (
      <NavLink
        {...common}
        component="button"
        type="button"
        opened={opened}
        onChange={setOpened}
        disableRightSectionRotation
        rightSection={
          <span className={classes.chevron} data-open={opened || undefined}>
            <ShellIcon name="chevron" size={16} />
          </span>
        }
        aria-expanded={opened}
        childrenOffset="md"
      >
        {item.subMenu.map((child) => (
          <SideMenuEntry
            key={child.key}
            item={child}
            depth={depth + 1}
            trail={trail}
            rail={false}
            onExpand={onExpand}
            onNavigate={onNavigate}
          />
        ))}
      </NavLink>
    );
  } else {
    entry = (
      <NavLink
        {...common}
        ref={linkRef}
        component={Link}
        to={item.to ?? "/"}
        active={current}
        aria-current={current ? "page" : undefined}
        onClick={onNavigate}
      />
    );
  }
  return rail ? (
    <Tooltip label={label} position={towardsPage}>
      {entry}
    </Tooltip>
  ) : (
    entry
  );
}
