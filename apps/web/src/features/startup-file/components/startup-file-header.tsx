import { Title } from "@mantine/core";
import { AvatarBlock } from "../../../components/avatar-block.tsx";
import text from "../../../components/text-wrap.module.css";
import { WebsiteLink } from "../../../components/website-link.tsx";
import { StartupCofounders, type StartupPerson } from "../../portfolio/index.ts";

type StartupFileHeaderProps = {
  file: { name: string; logo?: string | null; website?: string | null; members: readonly StartupPerson[] };
};

/** The top of a startup file: its logo (or initials), name, website and cofounders. */
export function StartupFileHeader({ file }: StartupFileHeaderProps) {
  return (
    <AvatarBlock name={file.name} src={file.logo} kind="startup" scale="lg" data-testid="startup-file-header">
      <Title order={1} className={text.wrap}>
        {file.name}
      </Title>
      <WebsiteLink website={file.website} newTabId="portfolio.newTab" />
      <StartupCofounders members={file.members} />
    </AvatarBlock>
  );
}
