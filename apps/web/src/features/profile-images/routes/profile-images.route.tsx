import { ProfileImagesPage } from "../components/profile-images-page.tsx";

/** /profile/settings/picture: the signed-in user's profile picture and cover image. */
export function Component() {
  return <ProfileImagesPage />;
}
