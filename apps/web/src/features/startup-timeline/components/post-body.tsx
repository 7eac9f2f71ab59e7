import { Anchor, Badge, Group, List, Stack, Text } from "@mantine/core";
import { FormattedDate, FormattedMessage, FormattedNumber, useIntl } from "react-intl";
import { downloadAttachment } from "../../../components/file-upload/index.ts";
import type { TimelinePost } from "../lib/timeline-types.ts";

const day = (iso: string | null | undefined) =>
  iso ? <FormattedDate value={iso} dateStyle="medium" /> : "—";
const names = (people: readonly { fullName: string }[]) => people.map((p) => p.fullName).join(", ");

/** What a post says, by its kind (spec-2 §3): an update or comment, metrics, a coaching session, an e-mail… */
export function PostBody({ post }: { post: TimelinePost }) {
  const intl = useIntl();
  switch (post.__typename) {
    case "Event":
      return (
        <Stack gap="xs">
          {post.message ? (
            <Text size="sm" dir="auto" style={{ whiteSpace: "pre-wrap" }}>
              {post.message}
            </Text>
          ) : null}
          {post.attachments.length > 0 ? (
            <Group gap="xs">
              {post.attachments.map((a) => (
                <Anchor
                  key={a.id}
                  component="button"
                  type="button"
                  size="sm"
                  onClick={() => void downloadAttachment(a.url, a.name)}
                >
                  {a.pdfUrl ? "PDF · " : ""}
                  {a.name}
                </Anchor>
              ))}
            </Group>
          ) : null}
        </Stack>
      );
    case "DataDueEvent":
      return (
        <Text size="sm">
          <FormattedMessage id="startupTimeline.kind.dataDue" values={{ date: day(post.dueDate) }} />
        </Text>
      );
    case "TopLevelDataSubmittedEvent":
    case "NonTopLevelDataSubmittedEvent":
      return (
        <Stack gap={4}>
          <Text size="sm">
            <FormattedMessage id="startupTimeline.kind.dataSubmitted" values={{ date: day(post.dueDate) }} />
          </Text>
          <List size="sm" spacing={2}>
            {post.dataItems.map((d, i) => (
              <List.Item key={`${d.metric.id ?? i}`}>
                {d.metric.name}:{" "}
                {d.value != null ? <FormattedNumber value={d.value} /> : d.dateValue ? day(d.dateValue) : "—"}
                {d.unit ? ` ${d.unit}` : ""}
                {d.change ? (
                  <Badge ms="xs" size="xs" variant="light">
                    {d.useArrow ? "↗ " : ""}
                    {d.change}
                  </Badge>
                ) : null}
              </List.Item>
            ))}
          </List>
        </Stack>
      );
    case "CoachingSessionPost":
      return (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {post.sessionName ?? intl.formatMessage({ id: "startupTimeline.kind.session" })}
          </Text>
          <Text size="sm" c="dimmed">
            <FormattedMessage
              id="startupTimeline.kind.sessionWhen"
              values={{
                date: day(post.sessionStartDateTime ?? post.date),
                minutes: post.expectedDuration ?? 0,
              }}
            />
          </Text>
          {post.coachs.length > 0 ? (
            <Text size="sm">
              <FormattedMessage id="startupTimeline.kind.coaches" values={{ names: names(post.coachs) }} />
            </Text>
          ) : null}
          {post.topics.length > 0 ? (
            <Group gap={4}>
              {post.topics.map((t) => (
                <Badge key={t} size="xs" variant="outline">
                  {t}
                </Badge>
              ))}
            </Group>
          ) : null}
          {post.editor ? (
            <Text size="sm" dir="auto" style={{ whiteSpace: "pre-wrap" }}>
              {post.editor}
            </Text>
          ) : null}
          {post.staffEditor ? (
            <Text size="sm" c="dimmed" dir="auto" style={{ whiteSpace: "pre-wrap" }}>
              <FormattedMessage id="startupTimeline.kind.staffNotes" values={{ notes: post.staffEditor }} />
            </Text>
          ) : null}
        </Stack>
      );
    case "CoachingInvitePost":
      return (
        <Text size="sm">
          <FormattedMessage
            id="startupTimeline.kind.invite"
            values={{
              session: post.sessionName ?? "—",
              status: post.inviteStatus ?? "—",
              people: names([...post.incubatorInvitees, ...post.startupInvitees]) || "—",
            }}
          />
        </Text>
      );
    case "DataCategorizationUpdate":
      return (
        <Text size="sm">
          {post.message ?? intl.formatMessage({ id: "startupTimeline.kind.categorizationUpdated" })}
        </Text>
      );
    case "DataCategorizationSkip":
      return (
        <Text size="sm">
          <FormattedMessage
            id="startupTimeline.kind.categorizationSkipped"
            values={{ date: day(post.dueDate) }}
          />
        </Text>
      );
    case "EmailThreadPost": {
      const m = post.emailMessage;
      return (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {m.subject}
          </Text>
          <Text size="xs" c="dimmed">
            {m.recipients.map((r) => r.email).join(", ")}
          </Text>
          <Text size="sm" lineClamp={4} dir="auto" style={{ whiteSpace: "pre-wrap" }}>
            {m.emailContent}
          </Text>
          {m.numberOfTimesOpened != null ? (
            <Text size="xs" c="dimmed">
              <FormattedMessage
                id="startupTimeline.kind.emailMeta"
                values={{ opens: m.numberOfTimesOpened, bounced: m.isBounced ? "yes" : "no" }}
              />
            </Text>
          ) : null}
        </Stack>
      );
    }
    default:
      return null;
  }
}
