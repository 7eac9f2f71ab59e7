import { useParams } from "react-router";
import { ApplicationFileLayout } from "../components/application-file-layout.tsx";

/** /application/:id/*: the file's frame around the tab's page. */
export function Component() {
  const { id = "" } = useParams();
  return <ApplicationFileLayout key={id} applicationId={id} />;
}
