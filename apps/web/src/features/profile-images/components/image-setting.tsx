import { Alert, Avatar, Button, Group, Image, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { FileUpload, userFileUrl } from "../../../components/file-upload/index.ts";
import { type ImageKind, useOwnImage } from "../hooks/use-own-image.ts";

type Notice = "saved" | "removed" | null;

/** One of the user's images: what it is now, the upload field to replace it, and Remove. */
export function ImageSetting({ userId, kind }: { userId: string; kind: ImageKind }) {
  const intl = useIntl();
  const { loading, image, error, replaced, remove } = useOwnImage(userId, kind);
  const [notice, setNotice] = useState<Notice>(null);
  const [removing, setRemoving] = useState(false);
  const alt = intl.formatMessage({
    id: kind === "avatar" ? "profileImages.avatar.alt" : "profileImages.cover.alt",
  });

  return (
    <Paper withBorder p="md" radius="md" data-testid={`profile-image-${kind}`}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          <FormattedMessage
            id={kind === "avatar" ? "profileImages.avatar.title" : "profileImages.cover.title"}
          />
        </Title>
        {loading ? <Loader size="sm" aria-busy="true" /> : null}
        {error ? (
          <Alert color="red" role="alert">
            <FormattedMessage id="profileImages.loadError" values={{ message: error }} />
          </Alert>
        ) : null}
        {!loading && !error ? (
          image ? (
            <Group align="flex-end">
              {kind === "avatar" ? (
                <Avatar src={image.url} alt={alt} size={96} radius={999} />
              ) : (
                <Image src={image.url} alt={alt} maw={480} radius="md" />
              )}
              <Button
                variant="subtle"
                color="red"
                size="xs"
                loading={removing}
                onClick={async () => {
                  setRemoving(true);
                  try {
                    await remove();
                    setNotice("removed");
                  } finally {
                    setRemoving(false);
                  }
                }}
              >
                <FormattedMessage id="profileImages.remove" />
              </Button>
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              <FormattedMessage
                id={kind === "avatar" ? "profileImages.avatar.none" : "profileImages.cover.none"}
              />
            </Text>
          )
        ) : null}
        <FileUpload
          url={userFileUrl(kind)}
          accept="image"
          label={<FormattedMessage id="profileImages.upload" />}
          description={
            <FormattedMessage
              id={kind === "avatar" ? "profileImages.avatar.description" : "profileImages.cover.description"}
            />
          }
          onUploaded={({ attachment }) => {
            replaced(attachment);
            setNotice("saved");
          }}
        />
        <Text size="sm" c="teal.9" aria-live="polite" mih={20}>
          {notice === "saved" ? (
            <FormattedMessage
              id={kind === "avatar" ? "profileImages.saved.avatar" : "profileImages.saved.cover"}
            />
          ) : notice === "removed" ? (
            <FormattedMessage id="profileImages.removed" />
          ) : null}
        </Text>
      </Stack>
    </Paper>
  );
}
