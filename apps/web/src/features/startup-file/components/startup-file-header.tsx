import { Avatar, Group, Stack, Title } from "@mantine/core";
import { StartupCofounders, type StartupPerson, StartupWebsite } from "../../portfolio/index.ts";

type StartupFileHeaderProps = {
  file: { name: string; logo?: string | null; website?: string | null; members: readonly StartupPerson[] };
};

/** The top of a startup file: its logo (or initials), name, website and cofounders. */
export function StartupFileHeader({ file }: StartupFileHeaderProps) {
  return (
    <Group wrap="nowrap" gap="lg" align="center" data-testid="startup-file-header">
      <Avatar
        src={file.logo || null}
        name={file.name}
        color="initials"
        radius="md"
        size={72}
        alt=""
        aria-hidden="true"
      />
      <Stack gap={4} miw={0}>
        <Title order={1} style={{ overflowWrap: "anywhere" }}>
          {file.name}
        </Title>
        <StartupWebsite website={file.website} />
        <StartupCofounders members={file.members} />
      </Stack>
    </Group>
  );
}
