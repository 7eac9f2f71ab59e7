import { FormattedMessage } from "react-intl";
import { StatusPage } from "../../../components/status-page/status-page.tsx";

type IncubatorNotFoundPageProps = { host: string };

/** spec-1 §2: the host names no organisation (the server answered InvalidIncubator). */
export function IncubatorNotFoundPage({ host }: IncubatorNotFoundPageProps) {
  return (
    <StatusPage
      title={<FormattedMessage id="incubatorNotFound.title" />}
      text={<FormattedMessage id="incubatorNotFound.text" values={{ host: <bdi>{host}</bdi> }} />}
    />
  );
}
