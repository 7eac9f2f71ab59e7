import { Anchor, Button, CopyButton, Group, Popover, Stack, Text, TextInput } from "@mantine/core";
import { useIntl } from "react-intl";

/**
 * The share link (/share/forms/<shareUuid>: a public, read-only preview), with copy, and the
 * printable PDF of the blank form (/download/forms/<id>).
 */
export function ShareMenu({ formId, shareUuid }: { formId: string; shareUuid: string }) {
  const intl = useIntl();
  const link = `${window.location.origin}/share/forms/${shareUuid}`;
  return (
    <Popover position="bottom-end" width={380} withinPortal trapFocus>
      <Popover.Target>
        <Button variant="default" data-testid="share">
          {intl.formatMessage({ id: "formBuilder.share" })}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm">
          <Text size="sm">{intl.formatMessage({ id: "formBuilder.share.hint" })}</Text>
          <Group gap="xs" wrap="nowrap" align="flex-end">
            <TextInput
              flex={1}
              readOnly
              label={intl.formatMessage({ id: "formBuilder.share.link" })}
              value={link}
              dir="ltr"
              onFocus={(event) => event.currentTarget.select()}
              data-testid="share-link"
            />
            <CopyButton value={link}>
              {({ copied, copy }) => (
                <Button variant="light" onClick={copy} data-testid="share-copy">
                  {intl.formatMessage({ id: copied ? "formBuilder.share.copied" : "formBuilder.share.copy" })}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Anchor
            href={`/share/forms/${shareUuid}`}
            target="_blank"
            rel="noopener"
            size="sm"
            data-testid="share-open"
          >
            {intl.formatMessage({ id: "formBuilder.share.open" })}
          </Anchor>
          <Anchor
            href={`/download/forms/${formId}`}
            target="_blank"
            rel="noopener"
            size="sm"
            data-testid="download-pdf"
          >
            {intl.formatMessage({ id: "formBuilder.share.pdf" })}
          </Anchor>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
