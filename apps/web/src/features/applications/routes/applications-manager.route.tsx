import { WelcomePage } from "../../session/index.ts";

/** /applications-manager: the start page of applicants (the applications module replaces it). */
export function Component() {
  return <WelcomePage titleId="applications.title" />;
}
