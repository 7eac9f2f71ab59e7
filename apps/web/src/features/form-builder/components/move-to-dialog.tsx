import type { Question } from "@launchpad/domain/forms";
import { Button, Group, Modal, Select, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useIntl } from "react-intl";
import { questionName } from "../lib/names.ts";
import { moveDestinations } from "../lib/structure.ts";
import { useBuilder } from "./builder-context.ts";

type MoveToDialogProps = { question: Question | null; onClose: () => void };

/**
 * "Move to…" (WCAG 2.5.7): every move a drag makes, made by choosing the place from a list.
 * A section moves with its questions.
 */
export function MoveToDialog({ question, onClose }: MoveToDialogProps) {
  const intl = useIntl();
  const { definition, dispatch, uiLocale } = useBuilder();
  const [choice, setChoice] = useState<string | null>(null);
  const places = question ? moveDestinations(definition.questions, question.id) : [];
  const TOP = "__top";
  const data = places.map((place) => {
    const after = definition.questions.find((candidate) => candidate.id === place.afterId);
    return {
      value: place.afterId ?? TOP,
      label: after
        ? intl.formatMessage(
            { id: "formBuilder.move.after" },
            { n: place.index + 1, name: questionName(intl, definition, after, uiLocale) },
          )
        : intl.formatMessage({ id: "formBuilder.move.top" }),
    };
  });
  const close = () => {
    setChoice(null);
    onClose();
  };
  return (
    <Modal
      opened={question !== null}
      onClose={close}
      centered
      title={
        question
          ? intl.formatMessage(
              { id: "formBuilder.move.title" },
              { name: questionName(intl, definition, question, uiLocale) },
            )
          : ""
      }
    >
      <Stack gap="md">
        {question?.questionType === "section" ? (
          <Text size="sm" c="dimmed">
            {intl.formatMessage({ id: "formBuilder.move.sectionHint" })}
          </Text>
        ) : null}
        <Select
          label={intl.formatMessage({ id: "formBuilder.move.place" })}
          data={data}
          value={choice}
          onChange={setChoice}
          searchable
          data-autofocus
          data-testid="move-to-place"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {intl.formatMessage({ id: "formBuilder.cancel" })}
          </Button>
          <Button
            disabled={choice === null}
            onClick={() => {
              if (!question || choice === null) return;
              dispatch({ type: "moveAfter", id: question.id, afterId: choice === TOP ? null : choice });
              close();
            }}
            data-testid="move-to-confirm"
          >
            {intl.formatMessage({ id: "formBuilder.move.confirm" })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
