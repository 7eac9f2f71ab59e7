import type { FieldError } from "@launchpad/domain";
import type { Answers, FormDefinition } from "@launchpad/domain/forms";
import { Button, Card, Group, Stack, Title } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { FormRenderer } from "../../form-fill/index.ts";

type Props = {
  /** The card's heading and its element id (the section is named by it). */
  title: ReactNode;
  headingId: string;
  testId?: string;
  editTestId?: string;
  definition: FormDefinition;
  answers: Answers;
  mayEdit: boolean;
  save: (answers: Answers) => Promise<{ saved: boolean; fieldErrors?: FieldError[] }>;
};

/**
 * Custom field values in their profile's layout, read-only, with "Edit" for who may change
 * them (the form in fill mode, Save or Cancel): a person's profile details and a startup's
 * custom-fields tab (useEntityFields gives the definition, answers and save).
 */
export function EntityFieldsCard({
  title,
  headingId,
  testId,
  editTestId,
  definition,
  answers,
  mayEdit,
  save,
}: Props) {
  const intl = useIntl();
  const [editing, setEditing] = useState(false);
  const submit = async (next: Answers) => {
    const result = await save(next);
    if (result.saved) setEditing(false);
    return result.fieldErrors;
  };
  return (
    <Card withBorder component="section" aria-labelledby={headingId} data-testid={testId}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h3" id={headingId}>
            {title}
          </Title>
          {mayEdit && !editing && (
            <Button variant="light" size="xs" onClick={() => setEditing(true)} data-testid={editTestId}>
              <FormattedMessage id="customFields.details.edit" />
            </Button>
          )}
          {editing && (
            <Button variant="default" size="xs" onClick={() => setEditing(false)}>
              <FormattedMessage id="customFields.cancel" />
            </Button>
          )}
        </Group>
        {editing ? (
          <FormRenderer
            key="fill"
            definition={definition}
            initialAnswers={answers}
            mode="fill"
            onSubmit={submit}
            submitLabel={intl.formatMessage({ id: "customFields.details.save" })}
          />
        ) : (
          <FormRenderer
            key={`read-${JSON.stringify(answers)}`}
            definition={definition}
            initialAnswers={answers}
            mode="readonly"
          />
        )}
      </Stack>
    </Card>
  );
}
