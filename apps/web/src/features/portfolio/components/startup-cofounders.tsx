import { Text } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import type { StartupPerson } from "../lib/types.ts";
import classes from "./portfolio.module.css";

/** "Cofounders: Fatima Founder and Tim Berners". */
export function StartupCofounders({ members }: { members: readonly StartupPerson[] }) {
  const intl = useIntl();
  const names = members.map((member) => member.fullName);
  return (
    <Text size="sm" c="dimmed" className={classes.text}>
      {names.length > 0 ? (
        <FormattedMessage
          id="portfolio.startup.cofounders"
          values={{ names: intl.formatList(names, { type: "conjunction" }) }}
        />
      ) : (
        <FormattedMessage id="portfolio.startup.noCofounders" />
      )}
    </Text>
  );
}
