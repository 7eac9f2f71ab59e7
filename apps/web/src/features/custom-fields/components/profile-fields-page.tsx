import { useQuery } from "@apollo/client/react";
import type { CustomFieldEntity } from "@launchpad/domain/custom-fields";
import { Anchor, Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import { ListLoader, LoadError } from "../../../components/list-states.tsx";
import { useLocale } from "../../../lib/i18n/locale-context.ts";
import { CustomFieldsQuery } from "../api/custom-fields.query.ts";
import { textIn } from "../lib/field-label.ts";
import { FieldTypeName } from "./field-type-name.tsx";

const ENTITIES: CustomFieldEntity[] = ["user", "startup"];

/** /setup/profile-fields: the user and startup profiles' fields, and a link to each profile's layout. */
export function ProfileFieldsPage() {
  const { locale } = useLocale();
  const { data, loading, error, refetch } = useQuery(CustomFieldsQuery, {
    variables: { includeArchived: false },
  });
  const fields = data?.customFields ?? [];
  return (
    <Stack gap="lg" maw={1000}>
      <Stack gap={4}>
        <Title order={1}>
          <FormattedMessage id="customFields.profileFields.title" />
        </Title>
        <Text c="dimmed" maw={640}>
          <FormattedMessage id="customFields.profileFields.intro" />
        </Text>
      </Stack>
      {error && !data ? (
        <LoadError
          titleId="customFields.loadError"
          retryId="customFields.retry"
          error={error}
          onRetry={() => void refetch()}
        />
      ) : loading && !data ? (
        <ListLoader />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {ENTITIES.map((entity) => {
            const own = fields.filter((f) => f.entity === entity);
            return (
              <Card key={entity} withBorder component="section" aria-labelledby={`profile-fields-${entity}`}>
                <Stack gap="sm">
                  <Title order={2} size="h3" id={`profile-fields-${entity}`}>
                    <FormattedMessage
                      id={
                        entity === "user"
                          ? "customFields.profile.userTitle"
                          : "customFields.profile.startupTitle"
                      }
                    />
                  </Title>
                  {own.length === 0 ? (
                    <Text c="dimmed">
                      <FormattedMessage id="customFields.list.empty" />
                    </Text>
                  ) : (
                    <List spacing={4} data-testid={`profile-fields-${entity}`}>
                      {own.map((f) => (
                        <List.Item key={f.id}>
                          <Anchor component={Link} to={`/setup/fields/${f.id}`}>
                            {textIn(f.label, locale)}
                          </Anchor>{" "}
                          <Text span c="dimmed" size="sm">
                            (<FieldTypeName type={f.fieldType} />)
                          </Text>
                        </List.Item>
                      ))}
                    </List>
                  )}
                  <Group gap="sm" mt="xs">
                    <Button component={Link} to={`/setup/profiles/entity/${entity}/overview`} variant="light">
                      <FormattedMessage id="customFields.profileFields.layout" />
                    </Button>
                    <Button component={Link} to={`/setup/fields?entity=${entity}`} variant="default">
                      <FormattedMessage id="customFields.profileFields.manage" />
                    </Button>
                  </Group>
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}
