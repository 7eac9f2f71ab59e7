import { useMutation, useQuery } from "@apollo/client/react";
import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  Stack,
  Switch,
  Text,
  Textarea,
  Title,
} from "@mantine/core";
import { useState } from "react";
import { FormattedDate, FormattedMessage, useIntl } from "react-intl";
import { AddApplicationCommentMutation } from "../api/application-file.mutations.ts";
import { ApplicationActivityQuery } from "../api/application-file.query.ts";
import { activityMessageId, activityValues } from "../lib/activity.ts";
import { failureText } from "../lib/failure.ts";
import type { ApplicationFile } from "./application-file-layout.tsx";
import { RoundPath } from "./round-path.tsx";

const COMMENT_MAX = 5000;
const when = (iso: string) => <FormattedDate value={iso} dateStyle="medium" timeStyle="short" />;

/**
 * The activities tab: comments (with the form to add one, "Visible to the applicant" for a
 * reviewer's comment they may read), what happened to the application, and the e-mails sent.
 */
export function ActivitiesTab({ file }: { file: ApplicationFile }) {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(ApplicationActivityQuery, {
    variables: { id: file.id },
    fetchPolicy: "cache-and-network",
  });
  const application = data?.application;
  const mayComment = file.allowedActions.includes("COMMENT");
  if (!application) {
    if (error) {
      return (
        <Alert color="red" role="alert">
          <Group gap="sm">
            <Text size="sm">
              <FormattedMessage id="applicationFile.loadError" />
            </Text>
            <Button size="xs" variant="light" onClick={() => void refetch()}>
              <FormattedMessage id="applicationFile.retry" />
            </Button>
          </Group>
        </Alert>
      );
    }
    return loading ? <Loader aria-busy="true" /> : null;
  }
  const say = {
    status: (s: string) => intl.formatMessage({ id: `applicationFile.status.${s}` as never }),
    emailKind: (k: string) => intl.formatMessage({ id: `applicationFile.emailKind.${k}` as never }),
  };
  return (
    <Stack gap="xl">
      <RoundPath file={file} />
      <Stack gap="sm">
        <Title order={2} size="h4">
          <FormattedMessage id="applicationFile.comments.title" />
        </Title>
        {mayComment ? <CommentForm applicationId={file.id} onAdded={() => void refetch()} /> : null}
        {application.comments.length === 0 ? (
          <Text c="dimmed" size="sm">
            <FormattedMessage id="applicationFile.comments.empty" />
          </Text>
        ) : (
          <Stack gap="xs" data-testid="application-comments">
            {application.comments.map((c) => (
              <Paper key={c.id} withBorder p="sm">
                <Group justify="space-between" gap="xs">
                  <Text size="sm" fw={600}>
                    {c.author?.fullName ?? intl.formatMessage({ id: "applicationFile.someone" })}
                  </Text>
                  <Group gap="xs">
                    {c.forApplicant ? (
                      <Badge size="xs" variant="light">
                        <FormattedMessage id="applicationFile.comments.forApplicant" />
                      </Badge>
                    ) : null}
                    <Text size="xs" c="dimmed">
                      {when(c.createdAt)}
                    </Text>
                  </Group>
                </Group>
                <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
                  {c.body}
                </Text>
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
      {file.viewerIs === "staff" ? (
        <>
          <Stack gap="sm">
            <Title order={2} size="h4">
              <FormattedMessage id="applicationFile.activity.title" />
            </Title>
            {application.activities.length === 0 ? (
              <Text c="dimmed" size="sm">
                <FormattedMessage id="applicationFile.activity.empty" />
              </Text>
            ) : (
              <Stack
                gap={6}
                component="ul"
                style={{ listStyle: "none", padding: 0, margin: 0 }}
                data-testid="application-activity"
              >
                {application.activities.map((a) => (
                  <Group key={a.id} component="li" gap="sm" wrap="nowrap" align="baseline">
                    <Text size="xs" c="dimmed" miw={140}>
                      {when(a.createdAt)}
                    </Text>
                    <Text size="sm">
                      <FormattedMessage
                        id={activityMessageId(a.kind)}
                        values={{
                          ...activityValues(a.values, say),
                          actor: a.actor?.fullName ?? intl.formatMessage({ id: "applicationFile.system" }),
                        }}
                      />
                    </Text>
                  </Group>
                ))}
              </Stack>
            )}
          </Stack>
          <Stack gap="sm">
            <Title order={2} size="h4">
              <FormattedMessage id="applicationFile.emails.title" />
            </Title>
            {application.emails.length === 0 ? (
              <Text c="dimmed" size="sm">
                <FormattedMessage id="applicationFile.emails.empty" />
              </Text>
            ) : (
              <Stack gap={6} data-testid="application-emails">
                {application.emails.map((e) => (
                  <Paper key={e.id} withBorder p="xs">
                    <Group justify="space-between" gap="xs" wrap="wrap">
                      <Text size="sm" fw={600}>
                        {e.subject}
                      </Text>
                      <Badge
                        size="sm"
                        variant="light"
                        color={e.cancelledAt ? "gray" : e.sentAt ? "green" : "yellow"}
                      >
                        <FormattedMessage id={`applicationFile.emailKind.${e.kind}`} />
                      </Badge>
                    </Group>
                    <Text size="xs" c="dimmed">
                      {e.cancelledAt ? (
                        <FormattedMessage id="applicationFile.emails.cancelled" values={{ to: e.to }} />
                      ) : e.sentAt ? (
                        <FormattedMessage
                          id="applicationFile.emails.sent"
                          values={{ to: e.to, at: when(e.sentAt) }}
                        />
                      ) : (
                        <FormattedMessage
                          id="applicationFile.emails.scheduled"
                          values={{ to: e.to, at: when(e.scheduledFor) }}
                        />
                      )}
                    </Text>
                  </Paper>
                ))}
              </Stack>
            )}
          </Stack>
        </>
      ) : null}
    </Stack>
  );
}

function CommentForm({ applicationId, onAdded }: { applicationId: string; onAdded: () => void }) {
  const intl = useIntl();
  const [body, setBody] = useState("");
  const [forApplicant, setForApplicant] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [add, adding] = useMutation(AddApplicationCommentMutation);
  const text = body.trim();
  const submit = async () => {
    setFailure(null);
    try {
      await add({ variables: { applicationId, body: text, forApplicant } });
      setBody("");
      setForApplicant(false);
      onAdded();
    } catch (error) {
      setFailure(failureText(intl, error));
    }
  };
  return (
    <Stack gap="xs">
      <Textarea
        label={<FormattedMessage id="applicationFile.comments.label" />}
        value={body}
        onChange={(e) => setBody(e.currentTarget.value)}
        maxLength={COMMENT_MAX}
        minRows={3}
        data-testid="comment-body"
      />
      <Group justify="space-between">
        <Switch
          checked={forApplicant}
          onChange={(e) => setForApplicant(e.currentTarget.checked)}
          label={<FormattedMessage id="applicationFile.comments.visibleToApplicant" />}
          data-testid="comment-for-applicant"
        />
        <Button
          size="sm"
          disabled={text.length === 0}
          loading={adding.loading}
          onClick={() => void submit()}
          data-testid="comment-add"
        >
          <FormattedMessage id="applicationFile.comments.add" />
        </Button>
      </Group>
      {failure ? (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      ) : null}
    </Stack>
  );
}
