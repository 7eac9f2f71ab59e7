import { Anchor, Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useIntl } from "react-intl";
import { Link, useSearchParams } from "react-router";
import { useLocale } from "../../../lib/i18n/locale-context.ts";
import type { MessageId } from "../../../lib/i18n/message-id.ts";
import { useViewerAccess } from "../../access/index.ts";
import { createPermissionOf, isListedKind, LISTED_KINDS } from "../lib/kinds.ts";
import { blankDefinition } from "../lib/question-defaults.ts";
import { BuilderScreen } from "./builder-screen.tsx";

/**
 * /admin/forms/new?kind=…: the builder on a blank form of that kind, stored by its first
 * autosave (createForm, where the plan's limit may refuse it); without a kind, the kind picker.
 * Once created, the address becomes the form's own (/admin/forms/:id/edit) without reloading.
 */
export function NewFormScreen() {
  const intl = useIntl();
  const { locale } = useLocale();
  const [params, setParams] = useSearchParams();
  const kind = params.get("kind");
  const { permissions } = useViewerAccess();
  const [definition] = useState(() => blankDefinition(locale));
  if (!isListedKind(kind)) {
    const creatable = LISTED_KINDS.filter((candidate) => permissions.includes(createPermissionOf(candidate)));
    return (
      <Container size="sm" py="xl">
        <Stack gap="md">
          <Anchor component={Link} to="/admin/forms" size="sm">
            {intl.formatMessage({ id: "formBuilder.back.forms" })}
          </Anchor>
          <Title order={1} size="h2">
            {intl.formatMessage({ id: "formBuilder.new.title" })}
          </Title>
          <Text>
            {intl.formatMessage({
              id: creatable.length > 0 ? "formBuilder.list.pickKind" : "formBuilder.list.cannotCreate",
            })}
          </Text>
          <Group>
            {creatable.map((option) => (
              <Button
                key={option}
                variant="light"
                onClick={() => setParams({ kind: option })}
                data-testid={`pick-${option}`}
              >
                {intl.formatMessage({ id: `formBuilder.kind.${option}` as MessageId })}
              </Button>
            ))}
          </Group>
        </Stack>
      </Container>
    );
  }
  return (
    <BuilderScreen
      form={null}
      kind={kind}
      definition={definition}
      backTo="/admin/forms"
      backLabel="formBuilder.back.forms"
      onCreated={(id) =>
        window.history.replaceState(window.history.state, "", `/admin/forms/${encodeURIComponent(id)}/edit`)
      }
    />
  );
}
