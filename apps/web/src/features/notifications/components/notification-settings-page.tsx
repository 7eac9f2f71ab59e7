import { useMutation, useQuery } from "@apollo/client/react";
import { Alert, Button, Checkbox, Loader, Radio, Stack, Table, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useIntl } from "react-intl";
import type { NotificationPreferencesQuery as Preferences } from "../../../gql/graphql.ts";
import type { MessageId } from "../../../lib/i18n/message-id.ts";
import { NotificationPreferencesQuery } from "../api/notification-preferences.query.ts";
import { UpdateNotificationPreferencesMutation } from "../api/update-notification-preferences.mutation.ts";

type Cell = Preferences["notificationPreferences"]["types"][number];
type Status = "saved" | "failed" | null;

/**
 * /profile/settings/notifications: the user's type × channel grid (in the app, by e-mail) and
 * how often the e-mail digest of unread notifications goes. Each change is saved at once.
 * Critical types are always on (decision 018); the meeting types' e-mail is the calendar
 * invitation booking sends.
 */
export function NotificationSettingsPage() {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const { data, error, loading, refetch } = useQuery(NotificationPreferencesQuery);
  // The grid has no id: the answer is written into the page's query (the cells follow it).
  const [update, { loading: saving }] = useMutation(UpdateNotificationPreferencesMutation, {
    update: (cache, { data: answer }) => {
      if (!answer) return;
      cache.writeQuery({
        query: NotificationPreferencesQuery,
        data: { __typename: "Query", notificationPreferences: answer.updateNotificationPreferences },
      });
    },
  });
  const [status, setStatus] = useState<Status>(null);
  const grid = data?.notificationPreferences;

  const save = async (input: Parameters<typeof update>[0] extends infer O ? O : never) => {
    setStatus(null);
    try {
      await update(input);
      setStatus("saved");
    } catch {
      setStatus("failed");
    }
  };
  const saveCell = (cell: Cell, change: Partial<Pick<Cell, "inApp" | "email">>) =>
    save({
      variables: { input: { types: [{ type: cell.type, inApp: cell.inApp, email: cell.email, ...change }] } },
    });

  return (
    <Stack gap="lg" maw={820}>
      <Title order={1}>{t("notifications.settings.title")}</Title>
      <Text>{t("notifications.settings.intro")}</Text>
      {!grid ? (
        error && !loading ? (
          <Alert color="red" role="alert">
            <Stack gap="xs" align="flex-start">
              {t("notifications.settings.loadError")}
              <Button size="xs" variant="light" color="red" onClick={() => void refetch().catch(() => {})}>
                {t("notifications.retry")}
              </Button>
            </Stack>
          </Alert>
        ) : (
          <Loader role="status" aria-label={t("notifications.loading")} />
        )
      ) : (
        <>
          <Radio.Group
            label={t("notifications.settings.frequency")}
            value={grid.digestFrequency}
            onChange={(value) => void save({ variables: { input: { digestFrequency: value } } })}
          >
            <Stack gap="xs" mt="xs">
              <Radio value="IMMEDIATE" label={t("notifications.settings.IMMEDIATE")} disabled={saving} />
              <Radio value="DAILY" label={t("notifications.settings.DAILY")} disabled={saving} />
            </Stack>
          </Radio.Group>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t("notifications.settings.kind")}</Table.Th>
                <Table.Th scope="col">{t("notifications.settings.inApp")}</Table.Th>
                <Table.Th scope="col">{t("notifications.settings.email")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {grid.types.map((cell) => {
                const kind = t(`notifications.kind.${cell.type}` as MessageId);
                return (
                  <Table.Tr key={cell.type}>
                    <Table.Th scope="row" fw={400}>
                      {kind}
                      {cell.critical ? (
                        <Text size="xs" c="dimmed">
                          {t("notifications.settings.critical")}
                        </Text>
                      ) : null}
                    </Table.Th>
                    <Table.Td>
                      <Checkbox
                        aria-label={`${kind}: ${t("notifications.settings.inApp")}`}
                        checked={cell.inApp}
                        disabled={cell.critical || saving}
                        onChange={(event) => void saveCell(cell, { inApp: event.currentTarget.checked })}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Checkbox
                        aria-label={`${kind}: ${t("notifications.settings.email")}`}
                        checked={cell.email}
                        disabled={cell.critical || saving}
                        description={
                          cell.emailByProducer ? t("notifications.settings.byInvitation") : undefined
                        }
                        onChange={(event) => void saveCell(cell, { email: event.currentTarget.checked })}
                      />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </>
      )}
      <Text role="status" size="sm" c={status === "failed" ? "red" : "dimmed"}>
        {status === "saved" ? t("notifications.settings.saved") : null}
        {status === "failed" ? t("notifications.settings.saveError") : null}
      </Text>
    </Stack>
  );
}
