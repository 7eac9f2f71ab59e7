import { Alert, Button, Group, Progress, Text } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { UploadError, UploadErrorText } from "../../../../components/file-upload/index.ts";
import { filesOf, listAnswer } from "../../lib/answers.ts";
import { recordingType, sendVideo, VIDEO_ACCEPT } from "../../lib/video-upload.ts";
import { FileList } from "./file-list.tsx";
import { QuestionGroup } from "./question-group.tsx";
import type { QuestionProps } from "./question-props.ts";

type State =
  | { step: "idle" }
  | { step: "recording" }
  | { step: "sending"; fraction: number }
  | { step: "failed"; error: UploadError };

/**
 * video: the respondent records a clip with the camera (MediaRecorder) or chooses a short
 * one; it is uploaded as a pending `video` attachment with the viewer's video token. The
 * renderer shows this question only with a token (decision 041).
 */
export function VideoQuestion(props: QuestionProps) {
  const { answer, onAnswer, onTouch, label, description, error, disabled, mode, videoToken } = props;
  const intl = useIntl();
  const files = filesOf(answer);
  const [state, setState] = useState<State>({ step: "idle" });
  const recorder = useRef<MediaRecorder | null>(null);
  const abort = useRef<AbortController | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const preview = useRef<HTMLVideoElement>(null);
  const canRecord = typeof navigator !== "undefined" && !!navigator.mediaDevices && !!recordingType();

  useEffect(
    () => () => {
      abort.current?.abort();
      stopTracks(recorder.current);
    },
    [],
  );

  async function upload(blob: Blob, name: string) {
    if (!videoToken) return;
    const controller = new AbortController();
    abort.current = controller;
    setState({ step: "sending", fraction: 0 });
    try {
      const { attachment } = await sendVideo(
        blob,
        name,
        videoToken,
        (fraction) => setState({ step: "sending", fraction }),
        controller.signal,
      );
      setState({ step: "idle" });
      onAnswer(
        listAnswer([
          ...files,
          {
            id: attachment.id,
            name: attachment.name,
            size: attachment.size,
            type: attachment.fileType ?? "",
          },
        ]),
      );
      onTouch();
    } catch (failure) {
      setState(
        controller.signal.aborted
          ? { step: "idle" }
          : {
              step: "failed",
              error: failure instanceof UploadError ? failure : new UploadError("NETWORK", "", 0),
            },
      );
    }
  }

  async function record() {
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ video: true, audio: true });
      const type = recordingType();
      const media = new MediaRecorder(stream, type ? { mimeType: type } : undefined);
      const chunks: Blob[] = [];
      media.ondataavailable = (event) => chunks.push(event.data);
      media.onstop = () => {
        stopTracks(media);
        const blob = new Blob(chunks, { type: media.mimeType });
        const extension = media.mimeType.includes("mp4") ? "mp4" : "webm";
        void upload(blob, `${intl.formatMessage({ id: "formFill.video.recordingName" })}.${extension}`);
      };
      recorder.current = media;
      if (preview.current) {
        preview.current.srcObject = stream;
        void preview.current.play().catch(() => {});
      }
      media.start();
      setState({ step: "recording" });
    } catch {
      setState({ step: "failed", error: new UploadError("CAMERA", "", 0) });
    }
  }

  const remove = (id: string) => onAnswer(listAnswer(files.filter((file) => file.id !== id)));
  const busy = state.step === "recording" || state.step === "sending";

  return (
    <QuestionGroup label={label} description={description} error={error}>
      <FileList files={files} onRemove={disabled ? null : remove} />
      {/* The camera's picture while recording (muted: the respondent's own live preview). */}
      <video ref={preview} muted playsInline hidden={state.step !== "recording"} width={320} />
      {disabled ? null : mode === "preview" ? (
        <Text size="sm" c="dimmed">
          {intl.formatMessage({ id: "formFill.file.previewNoUpload" })}
        </Text>
      ) : (
        <Group gap="sm">
          {state.step === "recording" ? (
            <Button color="red" onClick={() => recorder.current?.stop()}>
              {intl.formatMessage({ id: "formFill.video.stop" })}
            </Button>
          ) : canRecord ? (
            <Button variant="light" disabled={busy} onClick={() => void record()}>
              {intl.formatMessage({ id: "formFill.video.record" })}
            </Button>
          ) : null}
          <Button variant="default" disabled={busy} onClick={() => input.current?.click()}>
            {intl.formatMessage({ id: "formFill.video.choose" })}
          </Button>
          <input
            ref={input}
            type="file"
            hidden
            tabIndex={-1}
            accept={VIDEO_ACCEPT}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.value = "";
              if (file) void upload(file, file.name);
            }}
          />
        </Group>
      )}
      {state.step === "recording" ? (
        <Text size="sm" role="status">
          {intl.formatMessage({ id: "formFill.video.recording" })}
        </Text>
      ) : null}
      {state.step === "sending" ? (
        <Progress.Root mt="xs">
          <Progress.Section
            value={state.fraction * 100}
            aria-label={intl.formatMessage({ id: "formFill.video.uploading" })}
          />
        </Progress.Root>
      ) : null}
      {state.step === "failed" ? (
        <Alert color="red" role="alert" mt="xs">
          {state.error.reason === "CAMERA" ? (
            intl.formatMessage({ id: "formFill.video.noCamera" })
          ) : (
            <UploadErrorText error={state.error} />
          )}
        </Alert>
      ) : null}
    </QuestionGroup>
  );
}

function stopTracks(media: MediaRecorder | null) {
  for (const track of media?.stream.getTracks() ?? []) track.stop();
}
