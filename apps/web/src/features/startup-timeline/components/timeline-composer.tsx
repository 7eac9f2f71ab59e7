import { useMutation } from "@apollo/client/react";
import { TIMELINE_MESSAGE_MAX } from "@launchpad/domain/startups";
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Textarea,
} from "@mantine/core";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { FileUpload, uploadUrl } from "../../../components/file-upload/index.ts";
import { CreateTimelinePostMutation } from "../api/timeline.mutations.ts";
import { failureText } from "../lib/failure.ts";

type Props = { startupId: string; mayPostPrivate: boolean; onPosted: () => void };
type File = { id: string; name: string };

/**
 * Writes an update or a comment on the startup's timeline, with files (PDFs and other
 * documents). The private switch shows only to those allowed (staff): a private comment is
 * never shown to the founders. An update is always public.
 */
export function TimelineComposer({ startupId, mayPostPrivate, onPosted }: Props) {
  const intl = useIntl();
  const [message, setMessage] = useState("");
  const [kind, setKind] = useState<"comment" | "update">("comment");
  const [isPrivate, setPrivate] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [create, { loading }] = useMutation(CreateTimelinePostMutation);
  const empty = message.trim() === "" && files.length === 0;

  async function submit() {
    setFailure(null);
    try {
      await create({
        variables: {
          input: {
            startupId,
            message: message.trim(),
            isUpdate: kind === "update",
            isPublic: kind === "update" || !isPrivate,
            attachmentIds: files.map((f) => f.id),
          },
        },
      });
      setMessage("");
      setFiles([]);
      setPrivate(false);
      onPosted();
    } catch (error) {
      setFailure(failureText(intl, error));
    }
  }

  return (
    <Paper withBorder p="md" data-testid="timeline-composer">
      <Stack gap="sm">
        <SegmentedControl
          aria-label={intl.formatMessage({ id: "startupTimeline.composer.kind" })}
          value={kind}
          onChange={(v) => setKind(v as "comment" | "update")}
          data={[
            { value: "comment", label: intl.formatMessage({ id: "startupTimeline.composer.comment" }) },
            { value: "update", label: intl.formatMessage({ id: "startupTimeline.composer.update" }) },
          ]}
          w="fit-content"
        />
        <Textarea
          label={intl.formatMessage({ id: "startupTimeline.composer.message" })}
          placeholder={intl.formatMessage({
            id:
              kind === "update"
                ? "startupTimeline.composer.updatePlaceholder"
                : "startupTimeline.composer.commentPlaceholder",
          })}
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
          maxLength={TIMELINE_MESSAGE_MAX}
          rows={3}
          resize="vertical"
        />
        <FileUpload
          url={uploadUrl({ use: "attachment" })}
          accept="document"
          label={<FormattedMessage id="startupTimeline.composer.files" />}
          description={<FormattedMessage id="startupTimeline.composer.filesHint" />}
          onUploaded={(r) => setFiles((list) => [...list, { id: r.attachment.id, name: r.attachment.name }])}
          onBusyChange={setUploading}
          disabled={files.length >= 10}
        />
        {files.length > 0 ? (
          <Stack gap={4} component="ul" style={{ listStyle: "none", margin: 0, padding: 0 }}>
            {files.map((f) => (
              <Group key={f.id} component="li" gap="xs">
                <Text size="sm">{f.name}</Text>
                <ActionIcon
                  variant="subtle"
                  size="sm"
                  aria-label={intl.formatMessage(
                    { id: "startupTimeline.composer.removeFile" },
                    { name: f.name },
                  )}
                  onClick={() => setFiles((list) => list.filter((x) => x.id !== f.id))}
                >
                  ×
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        ) : null}
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group justify="space-between">
          {mayPostPrivate && kind === "comment" ? (
            <Switch
              checked={isPrivate}
              onChange={(e) => setPrivate(e.currentTarget.checked)}
              label={<FormattedMessage id="startupTimeline.composer.private" />}
              description={<FormattedMessage id="startupTimeline.composer.privateHint" />}
            />
          ) : (
            <span />
          )}
          <Button onClick={() => void submit()} loading={loading} disabled={empty || uploading}>
            <FormattedMessage
              id={
                kind === "update"
                  ? "startupTimeline.composer.postUpdate"
                  : "startupTimeline.composer.postComment"
              }
            />
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
