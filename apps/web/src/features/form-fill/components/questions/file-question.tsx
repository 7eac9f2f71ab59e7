import { Text } from "@mantine/core";
import { useIntl } from "react-intl";
import { FileUpload } from "../../../../components/file-upload/index.ts";
import { filesOf, listAnswer } from "../../lib/answers.ts";
import { FileList } from "./file-list.tsx";
import { QuestionGroup } from "./question-group.tsx";
import type { QuestionProps } from "./question-props.ts";

/**
 * file: uploaded at once as a pending attachment (POST /api/attachment/upload, no
 * reference); the answer holds what the server said of each file (FileAnswer), and the
 * server claims them to the response on save (decision 037). A preview uploads nothing.
 */
export function FileQuestion(props: QuestionProps) {
  const { question, answer, onAnswer, onTouch, label, description, error, disabled, mode } = props;
  const intl = useIntl();
  const files = filesOf(answer);
  const max = question.validations?.maxItems;
  const types = question.validations?.fileTypes ?? [];
  const full = max !== undefined && files.length >= max;
  const remove = (id: string) => {
    onAnswer(listAnswer(files.filter((file) => file.id !== id)));
    onTouch();
  };
  return (
    <QuestionGroup label={label} description={description} error={error}>
      <FileList files={files} onRemove={disabled ? null : remove} />
      {types.length > 0 ? (
        <Text size="xs" c="dimmed">
          {intl.formatMessage({ id: "formFill.file.types" }, { types: types.join(", ") })}
        </Text>
      ) : null}
      {disabled || full ? null : mode === "preview" ? (
        <Text size="sm" c="dimmed">
          {intl.formatMessage({ id: "formFill.file.previewNoUpload" })}
        </Text>
      ) : (
        <FileUpload
          url="/api/attachment/upload?use=attachment"
          accept="document"
          label={intl.formatMessage({ id: "formFill.file.add" })}
          onUploaded={({ attachment }) => {
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
          }}
        />
      )}
    </QuestionGroup>
  );
}
