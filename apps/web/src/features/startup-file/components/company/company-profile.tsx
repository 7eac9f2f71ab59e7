import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { FormattedMessage } from "react-intl";
import text from "../../../../components/text-wrap.module.css";
import { WebsiteLink } from "../../../../components/website-link.tsx";
import { type CompanyProfile, CompanyProfileForm } from "./company-profile-form.tsx";

type CompanyProfileCardProps = {
  file: CompanyProfile & { programs: readonly { id: string; name: string }[] };
  mayEditName: boolean;
  mayEditProfile: boolean;
  onSaved: () => void;
};

function Fact({
  labelId,
  children,
}: {
  labelId: Parameters<typeof FormattedMessage>[0]["id"];
  children: React.ReactNode;
}) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        <FormattedMessage id={labelId} />
      </Text>
      {children}
    </Stack>
  );
}

/** The company's profile as read, with an Edit button for who may change it. */
export function CompanyProfileCard({ file, mayEditName, mayEditProfile, onSaved }: CompanyProfileCardProps) {
  const [editing, setEditing] = useState(false);
  const titleId = "company-profile-title";
  const none = (
    <Text c="dimmed">
      <FormattedMessage id="startupFile.company.notGiven" />
    </Text>
  );
  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      component="section"
      aria-labelledby={titleId}
      data-testid="company-profile"
    >
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={3} size="h4" id={titleId}>
            <FormattedMessage id="startupFile.company.title" />
          </Title>
          {mayEditProfile && !editing ? (
            <Button size="xs" variant="light" onClick={() => setEditing(true)}>
              <FormattedMessage id="startupFile.company.edit" />
            </Button>
          ) : null}
        </Group>
        {editing ? (
          <CompanyProfileForm
            file={file}
            mayEditName={mayEditName}
            onDone={() => setEditing(false)}
            onSaved={onSaved}
          />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Fact labelId="startupFile.company.website">
              {file.website ? <WebsiteLink website={file.website} newTabId="portfolio.newTab" /> : none}
            </Fact>
            <Fact labelId="startupFile.company.foundingYear">
              {file.foundingYear ? <Text>{file.foundingYear}</Text> : none}
            </Fact>
            <Fact labelId="startupFile.company.programs">
              {file.programs.length > 0 ? (
                <Group gap={6}>
                  {file.programs.map((p) => (
                    <Badge key={p.id} variant="light">
                      {p.name}
                    </Badge>
                  ))}
                </Group>
              ) : (
                none
              )}
            </Fact>
            <Fact labelId="startupFile.company.description">
              {file.description ? (
                <Text className={text.wrap} style={{ whiteSpace: "pre-line" }} dir="auto">
                  {file.description}
                </Text>
              ) : (
                none
              )}
            </Fact>
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}
