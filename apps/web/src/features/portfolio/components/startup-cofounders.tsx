import { NameList } from "../../../components/name-list.tsx";
import type { StartupPerson } from "../lib/types.ts";

/** "Cofounders: Fatima Founder and Tim Berners". */
export function StartupCofounders({ members }: { members: readonly StartupPerson[] }) {
  return (
    <NameList
      names={members.map((member) => member.fullName)}
      listId="portfolio.startup.cofounders"
      noneId="portfolio.startup.noCofounders"
    />
  );
}
