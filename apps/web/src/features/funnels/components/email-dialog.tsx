import { useMutation } from "@apollo/client/react";
import type { Locale } from "@launchpad/domain";
import {
  EMAIL_TIMINGS,
  MERGE_TAGS,
  ROUND_EMAIL_KINDS,
  type RoundEmailKind,
} from "@launchpad/domain/applications";
import { Alert, Button, Group, Menu, Modal, NumberInput, Select, Stack, Text } from "@mantine/core";
import { useRef, useState } from "react";
import { useIntl } from "react-intl";
import type { FunnelRoundEmailFieldsFragment } from "../../../gql/graphql.ts";
import type { MessageId } from "../../../lib/i18n/message-id.ts";
import { SaveRoundEmailMutation } from "../api/round-mutations.ts";
import { type FunnelFailure, funnelFailure } from "../lib/funnel-errors.ts";
import { asLocalized, compact, type Localized } from "../lib/localized.ts";
import { languageErrors } from "./funnel-settings.tsx";
import { LocalizedInput } from "./localized-input.tsx";

type Email = FunnelRoundEmailFieldsFragment;
type Part = "subject" | "body";
type Target = { part: Part; language: Locale; element: HTMLInputElement | HTMLTextAreaElement };

/** Puts `{{ tag }}` where the caret is in a text (or at its end). */
export function insertTag(text: string, tag: string, start: number | null, end: number | null): string {
  const token = `{{ ${tag} }}`;
  const from = start ?? text.length;
  return `${text.slice(0, from)}${token}${text.slice(end ?? from)}`;
}

type EmailDialogProps = {
  roundId: string;
  email: Email | null;
  /** The kinds the viewer may create here (rejection needs EMAIL_REJECTION:CREATE). */
  kinds: RoundEmailKind[];
  onClose: () => void;
};

/**
 * Edits a round e-mail: its kind (fixed once saved), a rejection's reason, subject and
 * message per language with a merge-tag picker that inserts at the caret, and when it is
 * sent (at once, later by 1–720 hours, or not at all). The server checks the merge tags
 * per language and says which text is wrong.
 */
export function EmailDialog({ roundId, email, kinds, onClose }: EmailDialogProps) {
  const intl = useIntl();
  const say = (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [kind, setKind] = useState<RoundEmailKind>(
    (email?.kind as RoundEmailKind) ?? kinds[0] ?? "invitation",
  );
  const [reason, setReason] = useState<Localized>(asLocalized(email?.reason));
  const [subject, setSubject] = useState<Localized>(asLocalized(email?.subject));
  const [body, setBody] = useState<Localized>(asLocalized(email?.body));
  const [timing, setTiming] = useState<string>(email?.timing ?? "now");
  const [delayHours, setDelayHours] = useState(email?.delayHours || 24);
  const [failure, setFailure] = useState<FunnelFailure | null>(null);
  const target = useRef<Target | null>(null);
  const [save, saving] = useMutation(SaveRoundEmailMutation, {
    refetchQueries: ["Funnel"],
    awaitRefetchQueries: true,
  });
  const fields = failure?.fields ?? {};

  const insert = (tag: string) => {
    const at = target.current ?? {
      part: "body" as const,
      language: Object.keys(body)[0] as Locale,
      element: null,
    };
    const [value, setValue] = at.part === "subject" ? [subject, setSubject] : [body, setBody];
    const language = (at.language ?? "en") as Locale;
    const element = at.element;
    setValue({
      ...value,
      [language]: insertTag(
        value[language] ?? "",
        tag,
        element?.selectionStart ?? null,
        element?.selectionEnd ?? null,
      ),
    });
    element?.focus();
  };

  const submit = () => {
    setFailure(null);
    return save({
      variables: {
        roundId,
        input: {
          ...(email ? { id: email.id } : {}),
          kind,
          reason: kind === "rejection" ? compact(reason) : null,
          subject: compact(subject),
          body: compact(body),
          timing: timing as (typeof EMAIL_TIMINGS)[number],
          delayHours: timing === "scheduled" ? delayHours : 0,
        },
      },
    }).then(onClose, (error) => setFailure(funnelFailure(error, intl)));
  };

  return (
    <Modal opened onClose={onClose} size="xl" title={say(`funnels.emails.kind.${kind}` as MessageId)}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          {failure ? (
            <Alert color="red" role="alert" data-testid="email-error">
              {failure.message}
            </Alert>
          ) : null}
          <Select
            label={say("funnels.emails.kind")}
            allowDeselect={false}
            disabled={email !== null}
            data={(email ? ROUND_EMAIL_KINDS : kinds).map((value) => ({
              value,
              label: say(`funnels.emails.kind.${value}` as MessageId),
            }))}
            value={kind}
            onChange={(value) => value && setKind(value as RoundEmailKind)}
            data-testid="email-kind"
          />
          {kind === "rejection" ? (
            <LocalizedInput
              label={say("funnels.emails.reason")}
              required
              value={reason}
              onChange={setReason}
              errors={languageErrors(fields, "reason")}
              testId="email-reason"
            />
          ) : null}
          <Group justify="space-between" align="center">
            <Text size="sm" c="dimmed">
              {say("funnels.emails.mergeTagsHint", { example: "{{ applicant.firstName }}" })}
            </Text>
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <Button size="xs" variant="light" data-testid="merge-tags">
                  {say("funnels.emails.mergeTags")}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {MERGE_TAGS.map((tag) => (
                  <Menu.Item key={tag} onClick={() => insert(tag)} data-testid={`merge-tag-${tag}`}>
                    <code>{`{{ ${tag} }}`}</code>
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          </Group>
          <LocalizedInput
            label={say("funnels.emails.subject")}
            required
            value={subject}
            onChange={setSubject}
            errors={languageErrors(fields, "subject")}
            onFocusField={(language, element) => {
              target.current = { part: "subject", language, element };
            }}
            testId="email-subject"
          />
          <LocalizedInput
            label={say("funnels.emails.body")}
            required
            multiline
            value={body}
            onChange={setBody}
            errors={languageErrors(fields, "body")}
            onFocusField={(language, element) => {
              target.current = { part: "body", language, element };
            }}
            testId="email-body"
          />
          <Group align="flex-start" grow>
            <Select
              label={say("funnels.emails.timing")}
              allowDeselect={false}
              data={EMAIL_TIMINGS.map((value) => ({
                value,
                label: say(`funnels.emails.timing.${value}` as MessageId),
              }))}
              value={timing}
              onChange={(value) => setTiming(value ?? "now")}
              data-testid="email-timing"
            />
            {timing === "scheduled" ? (
              <NumberInput
                label={say("funnels.emails.delay")}
                min={1}
                max={720}
                value={delayHours}
                error={fields.delayHours}
                onChange={(value) => setDelayHours(typeof value === "number" ? value : 1)}
                data-testid="email-delay"
              />
            ) : null}
          </Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {say("funnels.cancel")}
            </Button>
            <Button type="submit" loading={saving.loading} data-testid="email-save">
              {say("funnels.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
