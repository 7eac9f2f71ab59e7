import { Button, Group } from "@mantine/core";
import { useIntl } from "react-intl";
import { NavLink } from "react-router";
import type { MessageId } from "../../../lib/i18n/message-id.ts";
import { useViewerAccess } from "../../access/index.ts";
import { ACCESS, type AccessRule, decideAccess } from "../../navigation/index.ts";
import { useCurrentUser } from "../../session/index.ts";

/** The programme pages (spec-1 §2 /admin/programs/*), each shown when its own rule lets the viewer in (they are shown inside the administration, whose rule the viewer passed). */
const PAGES: { to: string; labelId: MessageId; rule: AccessRule }[] = [
  { to: "/admin/programs", labelId: "programs.nav.programs", rule: ACCESS.programs },
  { to: "/admin/programs/incubator-plans", labelId: "crumb.incubatorPlans", rule: ACCESS.milestones },
  {
    to: "/admin/programs/evaluation-assignation",
    labelId: "programs.nav.evaluation",
    rule: { roles: "staff" },
  },
  { to: "/admin/programs/startup-assignations", labelId: "programs.nav.startups", rule: ACCESS.programs },
  { to: "/admin/programs/user-assignations", labelId: "programs.nav.users", rule: ACCESS.programs },
];

export function ProgramsNav() {
  const intl = useIntl();
  const access = useViewerAccess();
  const user = useCurrentUser();
  const viewer = { ...access, roleType: user.role?.type };
  const pages = PAGES.filter((p) => decideAccess([p.rule], viewer) === "allow");
  return (
    <nav aria-label={intl.formatMessage({ id: "programs.nav.label" })}>
      <Group gap="xs" wrap="wrap">
        {pages.map((p) => (
          <NavLink key={p.to} to={p.to} end style={{ textDecoration: "none" }}>
            {({ isActive }) => (
              <Button component="span" size="compact-sm" variant={isActive ? "light" : "subtle"}>
                {intl.formatMessage({ id: p.labelId })}
              </Button>
            )}
          </NavLink>
        ))}
      </Group>
    </nav>
  );
}
