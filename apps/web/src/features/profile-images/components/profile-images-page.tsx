import { Stack, Text, Title } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import { useCurrentUser } from "../../session/index.ts";
import { ImageSetting } from "./image-setting.tsx";

/** /profile/settings/picture: the signed-in user's profile picture and cover image. */
export function ProfileImagesPage() {
  const user = useCurrentUser();
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>
        <FormattedMessage id="profileImages.title" />
      </Title>
      <Text c="dimmed">
        <FormattedMessage id="profileImages.intro" />
      </Text>
      <ImageSetting userId={user.id} kind="avatar" />
      <ImageSetting userId={user.id} kind="cover" />
    </Stack>
  );
}
