import { Alert, Button, Group, Paper, Stack, Title } from "@mantine/core";
import { useState } from "react";
import { FormattedMessage } from "react-intl";
import { AddMemberDialog } from "./add-member-dialog.tsx";
import { MemberRow, type MemberRowData } from "./member-row.tsx";

type CompanyMembersProps = {
  startupId: string;
  people: readonly MemberRowData[];
  mayEdit: boolean;
  onChanged: () => void;
};

/** The startup's members (cofounders) with their roles; adding and removing them, for who may. */
export function CompanyMembers({ startupId, people, mayEdit, onChanged }: CompanyMembersProps) {
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const titleId = "company-members-title";
  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      component="section"
      aria-labelledby={titleId}
      data-testid="company-members"
    >
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h4" id={titleId}>
            <FormattedMessage id="startupFile.members.title" />
          </Title>
          {mayEdit ? (
            <Button size="xs" onClick={() => setAdding(true)} data-testid="add-member-button">
              <FormattedMessage id="startupFile.members.addButton" />
            </Button>
          ) : null}
        </Group>
        {error ? (
          <Alert color="red" role="alert" withCloseButton onClose={() => setError(null)}>
            {error}
          </Alert>
        ) : null}
        {people.map((member) => (
          <MemberRow
            key={member.id}
            startupId={startupId}
            member={member}
            mayEdit={mayEdit}
            last={people.length <= 1}
            onChanged={onChanged}
            onError={setError}
          />
        ))}
      </Stack>
      {adding ? (
        <AddMemberDialog startupId={startupId} onClose={() => setAdding(false)} onAdded={onChanged} />
      ) : null}
    </Paper>
  );
}
