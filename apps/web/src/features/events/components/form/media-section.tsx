import { ActionIcon, Anchor, Group, Image, Stack, Text } from "@mantine/core";
import { FileUpload, uploadUrl } from "../../../../components/file-upload/index.ts";
import { FormSection } from "../../../../components/forms/form-section.tsx";
import { OptionalLabel } from "../../../../components/forms/optional-label.tsx";
import { type EventForm, useSay } from "./form-context.ts";
import { LinksField } from "./links-field.tsx";

const COVER_URL = uploadUrl({ use: "cover" });
const FILE_URL = uploadUrl({ use: "attachment" });

/**
 * The cover image (one image) and the files shown on the event's page. Each is uploaded as
 * it is picked (a pending attachment) and claimed by the event when the form is saved.
 */
export function MediaSection({ form }: { form: EventForm }) {
  const say = useSay();
  const { cover, files } = form.getValues();
  return (
    <FormSection titleId="events.form.section.media">
      {cover ? (
        <Stack gap="xs">
          <Text size="sm" fw={500}>
            {say("events.form.cover")}
          </Text>
          <Group align="flex-start" gap="sm">
            <Image
              src={cover.url}
              alt=""
              w={240}
              h={105}
              fit="cover"
              radius="md"
              data-testid="event-cover-preview"
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={say("events.form.removeCover")}
              onClick={() => form.setFieldValue("cover", null)}
            >
              <span aria-hidden="true">×</span>
            </ActionIcon>
          </Group>
        </Stack>
      ) : (
        <FileUpload
          url={COVER_URL}
          accept="image"
          label={<OptionalLabel>{say("events.form.cover")}</OptionalLabel>}
          onUploaded={({ attachment }) =>
            form.setFieldValue("cover", { id: attachment.id, name: attachment.name, url: attachment.url })
          }
        />
      )}
      {form.errors.cover ? (
        <Text size="sm" c="red" role="alert">
          {form.errors.cover}
        </Text>
      ) : null}
      <Stack gap="xs">
        {files.map((file, index) => (
          <Group key={file.id} gap="xs" wrap="nowrap">
            <Anchor href={file.url} size="sm" style={{ overflowWrap: "anywhere" }}>
              {file.name}
            </Anchor>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={say("events.form.removeFile", { name: file.name })}
              onClick={() => form.removeListItem("files", index)}
            >
              <span aria-hidden="true">×</span>
            </ActionIcon>
          </Group>
        ))}
        <FileUpload
          url={FILE_URL}
          accept="document"
          label={<OptionalLabel>{say("events.form.attachmentFiles")}</OptionalLabel>}
          onUploaded={({ attachment }) =>
            form.insertListItem("files", { id: attachment.id, name: attachment.name, url: attachment.url })
          }
        />
      </Stack>
      <LinksField form={form} />
    </FormSection>
  );
}
