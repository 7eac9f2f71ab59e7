import { Alert, Box, Button, Group, Progress, Stack, Text } from "@mantine/core";
import { type DragEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import classes from "./file-upload.module.css";
import { UploadErrorText } from "./upload-error-text.tsx";
import { sendUpload, UploadError, type UploadResult } from "./upload-request.ts";

/** What the server accepts for each family (docs/attachments.md); the picker offers the same. */
const ACCEPT = {
  image: "image/jpeg,image/png,image/webp,image/gif",
  document:
    "application/pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods,.odp,.zip,.txt,.csv,.md,image/jpeg,image/png,image/webp,image/gif",
} as const;

export type FileUploadProps = {
  /** The upload address with its query, e.g. `uploadUrl({ use: "cover" })` or `userFileUrl("avatar")`. */
  url: string;
  accept: keyof typeof ACCEPT;
  label: ReactNode;
  description?: ReactNode;
  /** Called with the server's answer: `result.attachment.id` is what a form claims. */
  onUploaded: (result: UploadResult) => void;
  /** Told when a file starts and stops sending (a form may wait for it before saving). */
  onBusyChange?: (busy: boolean) => void;
  disabled?: boolean;
};

type State =
  | { step: "idle" }
  | { step: "sending"; name: string; fraction: number }
  | { step: "failed"; error: UploadError };

/**
 * The shared upload field: pick a file or drop one, see its progress, read the server's
 * refusal in the user's language; one file at a time. Checks happen on the server (size,
 * type from the content): this field shows what it answers.
 */
export function FileUpload({
  url,
  accept,
  label,
  description,
  onUploaded,
  onBusyChange,
  disabled,
}: FileUploadProps) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const abort = useRef<AbortController | null>(null);
  const [state, setState] = useState<State>({ step: "idle" });
  const [over, setOver] = useState(false);
  const id = useId();
  const busy = state.step === "sending";
  useEffect(() => () => abort.current?.abort(), []);

  async function start(file: File | undefined) {
    if (!file || busy || disabled) return;
    const controller = new AbortController();
    abort.current = controller;
    setState({ step: "sending", name: file.name, fraction: 0 });
    onBusyChange?.(true);
    try {
      const result = await sendUpload({
        url,
        file,
        signal: controller.signal,
        onProgress: (fraction) => setState({ step: "sending", name: file.name, fraction }),
      });
      setState({ step: "idle" });
      onUploaded(result);
    } catch (error) {
      if (controller.signal.aborted) setState({ step: "idle" });
      else
        setState({
          step: "failed",
          error: error instanceof UploadError ? error : new UploadError("NETWORK", "", 0),
        });
    } finally {
      onBusyChange?.(false);
      if (input.current) input.current.value = "";
    }
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setOver(false);
    void start(event.dataTransfer.files[0]);
  }

  return (
    <Stack gap={6}>
      <Text id={id} fw={500} size="sm">
        {label}
      </Text>
      {description ? (
        <Text size="xs" c="dimmed">
          {description}
        </Text>
      ) : null}
      <Box
        className={classes.zone}
        data-over={over || undefined}
        data-disabled={disabled || undefined}
        onDragOver={(event) => {
          event.preventDefault();
          if (!busy && !disabled) setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        data-testid="file-upload-zone"
      >
        <input
          ref={input}
          type="file"
          hidden
          tabIndex={-1}
          accept={ACCEPT[accept]}
          disabled={busy || disabled}
          onChange={(event) => void start(event.currentTarget.files?.[0])}
        />
        {state.step === "sending" ? (
          <Stack gap={6}>
            <Text size="sm" aria-live="polite">
              <FormattedMessage
                id="upload.uploading"
                values={{ name: <bdi>{state.name}</bdi>, percent: Math.round(state.fraction * 100) }}
              />
            </Text>
            <Progress
              value={state.fraction * 100}
              aria-label={intl.formatMessage({ id: "upload.progressLabel" })}
            />
            <Group>
              <Button size="xs" variant="default" onClick={() => abort.current?.abort()}>
                <FormattedMessage id="upload.cancel" />
              </Button>
            </Group>
          </Stack>
        ) : (
          <Group gap="sm" justify="center">
            <Text size="sm" c="dimmed">
              <FormattedMessage id="upload.drop" />
            </Text>
            <Button
              size="xs"
              variant="light"
              disabled={disabled}
              aria-describedby={id}
              onClick={() => input.current?.click()}
            >
              <FormattedMessage id="upload.choose" />
            </Button>
            <Text size="xs" c="dimmed" w="100%" ta="center">
              <FormattedMessage id={accept === "image" ? "upload.accept.image" : "upload.accept.document"} />
            </Text>
          </Group>
        )}
      </Box>
      {state.step === "failed" ? (
        <Alert
          color="red"
          role="alert"
          withCloseButton
          onClose={() => setState({ step: "idle" })}
          closeButtonLabel={intl.formatMessage({ id: "upload.dismiss" })}
        >
          <UploadErrorText error={state.error} />
        </Alert>
      ) : null}
    </Stack>
  );
}
