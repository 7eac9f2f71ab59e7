import { useMutation } from "@apollo/client/react";
import { Alert, Button, Group, MultiSelect, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useIntl } from "react-intl";
import { showToast } from "../../../components/feedback/toast-store.ts";
import type { FunnelQuery, FunnelSetupOptionsQuery } from "../../../gql/graphql.ts";
import type { MessageId } from "../../../lib/i18n/message-id.ts";
import { SetFunnelAdminsMutation } from "../api/funnel-mutations.ts";
import { funnelFailure } from "../lib/funnel-errors.ts";

type Funnel = NonNullable<FunnelQuery["funnel"]>;
type Options = FunnelSetupOptionsQuery["funnelSetupOptions"] | undefined;

/** The funnel's admins, chosen among the team: they keep their rights on it without the keys. */
export function FunnelAdmins({ funnel, options }: { funnel: Funnel; options: Options }) {
  const intl = useIntl();
  const say = (id: MessageId) => intl.formatMessage({ id });
  const [userIds, setUserIds] = useState(funnel.admins.map((a) => a.id));
  const [error, setError] = useState<string | null>(null);
  const [save, saving] = useMutation(SetFunnelAdminsMutation);
  const people = [
    ...(options?.team ?? []),
    ...funnel.admins.filter((a) => !options?.team.some((p) => p.id === a.id)),
  ];

  return (
    <Stack gap="md" maw={720}>
      <Stack gap={2}>
        <Title order={2} size="h3">
          {say("funnels.admins.title")}
        </Title>
        <Text size="sm" c="dimmed">
          {say("funnels.admins.intro")}
        </Text>
      </Stack>
      {error ? (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      ) : null}
      <MultiSelect
        label={say("funnels.admins.pick")}
        searchable
        data={people.map((p) => ({ value: p.id, label: `${p.fullName} (${p.email})` }))}
        value={userIds}
        onChange={setUserIds}
        data-testid="admins-select"
      />
      <Group>
        <Button
          loading={saving.loading}
          onClick={() => {
            setError(null);
            save({ variables: { funnelId: funnel.id, userIds } }).then(
              () => showToast({ color: "green", message: say("funnels.admins.saved") }),
              (failure) => setError(funnelFailure(failure, intl).message),
            );
          }}
          data-testid="admins-save"
        >
          {say("funnels.save")}
        </Button>
      </Group>
    </Stack>
  );
}
