import { Alert, Anchor, Button, Group, List, Text } from "@mantine/core";
import { useIntl } from "react-intl";
import type { PublishPhase } from "../hooks/use-publish.ts";

type PublishNoticeProps = {
  state: PublishPhase;
  /** The name of a question, for the links of its problems. */
  nameOf: (questionId: string) => string | null;
  onShowQuestion: (questionId: string) => void;
  onDismiss: () => void;
};

/** The publishing state under the header: publishing, published (version n), or what to fix, each linked to its question. */
export function PublishNotice({ state, nameOf, onShowQuestion, onDismiss }: PublishNoticeProps) {
  const intl = useIntl();
  if (state.phase === "idle") return null;
  if (state.phase === "publishing") {
    return (
      <Alert color="blue" role="status" data-testid="publish-state" data-state="publishing">
        {intl.formatMessage({ id: "formBuilder.publish.publishing" })}
      </Alert>
    );
  }
  if (state.phase === "success") {
    return (
      <Alert
        color="green"
        role="status"
        withCloseButton
        onClose={onDismiss}
        closeButtonLabel={intl.formatMessage({ id: "formBuilder.close" })}
        data-testid="publish-state"
        data-state="success"
      >
        {intl.formatMessage({ id: "formBuilder.publish.success" }, { n: state.versionNumber })}
      </Alert>
    );
  }
  return (
    <Alert
      color="red"
      role="alert"
      title={intl.formatMessage({ id: "formBuilder.publish.failure" })}
      withCloseButton
      onClose={onDismiss}
      closeButtonLabel={intl.formatMessage({ id: "formBuilder.close" })}
      data-testid="publish-state"
      data-state="failure"
    >
      {state.message ? <Text size="sm">{state.message}</Text> : null}
      {state.problems.length > 0 ? (
        <List size="sm" data-testid="publish-problems">
          {state.problems.map((problem, index) => {
            const name = problem.questionId ? nameOf(problem.questionId) : null;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a question may have the same problem twice.
              <List.Item key={index}>
                {problem.questionId && name ? (
                  <Group gap={4} wrap="wrap" component="span">
                    <Anchor
                      component="button"
                      type="button"
                      size="sm"
                      onClick={() => onShowQuestion(problem.questionId as string)}
                    >
                      {name}
                    </Anchor>
                    <span>{problem.message}</span>
                  </Group>
                ) : (
                  problem.message
                )}
              </List.Item>
            );
          })}
        </List>
      ) : null}
    </Alert>
  );
}

export function PublishButton({
  busy,
  onPublish,
  disabled,
}: {
  busy: boolean;
  onPublish: () => void;
  disabled?: boolean;
}) {
  const intl = useIntl();
  return (
    <Button onClick={onPublish} loading={busy} disabled={disabled} data-testid="publish">
      {intl.formatMessage({ id: "formBuilder.publish" })}
    </Button>
  );
}
