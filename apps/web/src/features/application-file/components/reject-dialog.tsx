import { useQuery } from "@apollo/client/react";
import { Button, Checkbox, Group, Loader, Modal, Radio, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { ApplicationFunnelRoundsQuery } from "../api/application-file.query.ts";
import { textIn } from "../lib/localized.ts";

type Props = {
  applicationId: string;
  busy: boolean;
  onClose: () => void;
  onReject: (rejectionEmailId: string | null, includeReviewerComments: boolean) => void;
};

const NONE = "none";

/**
 * Reject (issue 17 "Rejecting asks for a reason, which picks the template"): the reasons are
 * the funnel's rejection e-mails (each says when it goes out); "No e-mail" rejects quietly.
 * "Include comments for the applicant" puts the comments marked for them in the e-mail.
 */
export function RejectDialog({ applicationId, busy, onClose, onReject }: Props) {
  const intl = useIntl();
  const { data, loading } = useQuery(ApplicationFunnelRoundsQuery, { variables: { id: applicationId } });
  const [choice, setChoice] = useState<string | null>(null);
  const [comments, setComments] = useState(false);
  const reasons = (data?.application?.funnel?.rounds ?? []).flatMap((round) =>
    round.emails
      .filter((e) => e.kind === "rejection")
      .map((e) => ({ ...e, roundName: textIn(round.name, intl.locale), position: round.position })),
  );
  const picked = choice ?? reasons[0]?.id ?? NONE;
  return (
    <Modal opened onClose={onClose} title={<FormattedMessage id="applicationFile.reject.title" />} centered>
      <Stack gap="md">
        {loading && !data ? (
          <Loader size="sm" />
        ) : (
          <Radio.Group
            value={picked}
            onChange={setChoice}
            label={<FormattedMessage id="applicationFile.reject.reason" />}
          >
            <Stack gap="xs" mt="xs">
              {reasons.map((r) => (
                <Radio
                  key={r.id}
                  value={r.id}
                  data-testid="reject-reason"
                  label={
                    textIn(r.reason, intl.locale) ||
                    intl.formatMessage({ id: "applicationFile.reject.unnamed" })
                  }
                  description={
                    r.timing === "scheduled"
                      ? intl.formatMessage(
                          { id: "applicationFile.reject.scheduled" },
                          { hours: r.delayHours },
                        )
                      : r.timing === "never"
                        ? intl.formatMessage({ id: "applicationFile.reject.never" })
                        : intl.formatMessage({ id: "applicationFile.reject.now" })
                  }
                />
              ))}
              <Radio value={NONE} label={<FormattedMessage id="applicationFile.reject.noEmail" />} />
            </Stack>
          </Radio.Group>
        )}
        {reasons.length === 0 && !loading ? (
          <Text size="sm" c="dimmed">
            <FormattedMessage id="applicationFile.reject.noReasons" />
          </Text>
        ) : null}
        <Checkbox
          checked={comments}
          disabled={picked === NONE}
          onChange={(e) => setComments(e.currentTarget.checked)}
          label={<FormattedMessage id="applicationFile.reject.includeComments" />}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <FormattedMessage id="applicationFile.cancel" />
          </Button>
          <Button
            color="red"
            loading={busy}
            data-testid="reject-confirm"
            onClick={() => onReject(picked === NONE ? null : picked, picked !== NONE && comments)}
          >
            <FormattedMessage id="applicationFile.action.reject" />
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
