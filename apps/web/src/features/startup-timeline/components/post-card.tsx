import { useMutation } from "@apollo/client/react";
import { Alert, Badge, Button, Group, Menu, Paper, Stack, Text, Textarea } from "@mantine/core";
import { useState } from "react";
import { FormattedDate, FormattedMessage, useIntl } from "react-intl";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { RoleName } from "../../role-names/index.ts";
import {
  DeleteTimelinePostMutation,
  PinTimelinePostMutation,
  UpdateTimelinePostMutation,
} from "../api/timeline.mutations.ts";
import { failureText } from "../lib/failure.ts";
import type { TimelinePost } from "../lib/timeline-types.ts";
import { PostBody } from "./post-body.tsx";

type Props = { post: TimelinePost; mayPin: boolean; showStartup?: boolean; onChanged: () => void };

/** One post: who and when, its badges (pinned, private, update), its body, and what the viewer may do with it. */
export function PostCard({ post, mayPin, showStartup, onChanged }: Props) {
  const intl = useIntl();
  const event = post.__typename === "Event" ? post : null;
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(event?.message ?? "");
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [pin, pinState] = useMutation(PinTimelinePostMutation);
  const [update, updateState] = useMutation(UpdateTimelinePostMutation);
  const [remove, removeState] = useMutation(DeleteTimelinePostMutation);

  const act = async (work: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await work();
      onChanged();
      return true;
    } catch (error) {
      setFailure(failureText(intl, error));
      return false;
    }
  };
  const author =
    event?.createdBy?.fullName ??
    (post.__typename === "TopLevelDataSubmittedEvent" || post.__typename === "NonTopLevelDataSubmittedEvent"
      ? post.createdBy?.fullName
      : null);
  const canEdit = event?.viewerCanEdit ?? false;
  const canDelete = event?.viewerCanDelete ?? false;

  return (
    <Paper withBorder p="sm" data-testid="timeline-post" component="article">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={0}>
            <Text size="sm" fw={600}>
              {author ?? intl.formatMessage({ id: `startupTimeline.kindName.${post.__typename}` as never })}
              {event?.createdBy?.roleLabel ? " " : null}
              {event?.createdBy?.roleLabel ? (
                <Text span size="xs" c="dimmed" ms={4}>
                  <RoleName
                    role={{ type: event.createdBy.roleType ?? "", label: event.createdBy.roleLabel }}
                  />
                </Text>
              ) : null}
            </Text>
            <Text size="xs" c="dimmed">
              <FormattedDate value={post.createdAt} dateStyle="medium" timeStyle="short" />
              {showStartup && event ? ` · ${event.startup.name}` : ""}
            </Text>
          </Stack>
          <Group gap={4} wrap="nowrap">
            {post.isPinned ? (
              <Badge size="xs" variant="filled">
                <FormattedMessage id="startupTimeline.badge.pinned" />
              </Badge>
            ) : null}
            {event?.isUpdate ? (
              <Badge size="xs" variant="light" color="teal">
                <FormattedMessage id="startupTimeline.badge.update" />
              </Badge>
            ) : null}
            {!post.isPublic ? (
              <Badge size="xs" variant="light" color="orange">
                <FormattedMessage id="startupTimeline.badge.private" />
              </Badge>
            ) : null}
            {mayPin || canEdit || canDelete ? (
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <Button
                    variant="subtle"
                    size="compact-xs"
                    aria-label={intl.formatMessage({ id: "startupTimeline.post.actions" })}
                  >
                    ⋯
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  {mayPin ? (
                    <Menu.Item
                      disabled={pinState.loading}
                      onClick={() =>
                        void act(() => pin({ variables: { id: post.id, pinned: !post.isPinned } }))
                      }
                    >
                      <FormattedMessage
                        id={post.isPinned ? "startupTimeline.post.unpin" : "startupTimeline.post.pin"}
                      />
                    </Menu.Item>
                  ) : null}
                  {canEdit ? (
                    <Menu.Item onClick={() => setEditing(true)}>
                      <FormattedMessage id="startupTimeline.post.edit" />
                    </Menu.Item>
                  ) : null}
                  {canDelete ? (
                    <Menu.Item color="red" onClick={() => setConfirming(true)}>
                      <FormattedMessage id="startupTimeline.post.delete" />
                    </Menu.Item>
                  ) : null}
                </Menu.Dropdown>
              </Menu>
            ) : null}
          </Group>
        </Group>
        {editing && event ? (
          <Stack gap="xs">
            <Textarea
              label={intl.formatMessage({ id: "startupTimeline.composer.message" })}
              value={draft}
              onChange={(e) => setDraft(e.currentTarget.value)}
              rows={3}
              resize="vertical"
            />
            <Group gap="xs" justify="flex-end">
              <Button variant="default" size="xs" onClick={() => setEditing(false)}>
                <FormattedMessage id="startupTimeline.post.cancel" />
              </Button>
              <Button
                size="xs"
                loading={updateState.loading}
                onClick={() =>
                  void act(() => update({ variables: { input: { id: event.id, message: draft } } })).then(
                    (done) => done && setEditing(false),
                  )
                }
              >
                <FormattedMessage id="startupTimeline.post.save" />
              </Button>
            </Group>
          </Stack>
        ) : (
          <PostBody post={post} />
        )}
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={<FormattedMessage id="startupTimeline.delete.title" />}
        body={<FormattedMessage id="startupTimeline.delete.body" />}
        confirm={<FormattedMessage id="startupTimeline.post.delete" />}
        cancel={<FormattedMessage id="startupTimeline.post.cancel" />}
        busy={removeState.loading}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          void act(() => remove({ variables: { id: post.id } })).then(() => setConfirming(false))
        }
      />
    </Paper>
  );
}
