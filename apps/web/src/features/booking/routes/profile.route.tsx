import { useParams } from "react-router";
import { ProfilePage } from "../components/profile-page.tsx";

/** /profile/:userId/show: a person's profile, where a session with them is booked. */
export function Component() {
  const { userId = "" } = useParams();
  return <ProfilePage key={userId} userId={userId} />;
}
