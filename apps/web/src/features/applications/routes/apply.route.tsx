import { useState } from "react";
import { Navigate, useParams } from "react-router";
import { PageLoader } from "../../../components/page-loader.tsx";
import { readToken } from "../../../lib/auth-storage.ts";
import { MessagesGate } from "../../../lib/i18n/messages-gate.tsx";
import { ApplyPage } from "../components/apply-page.tsx";
import { APPLICATIONS_MESSAGES } from "../lib/messages.ts";
import { newApplicationPath } from "../lib/paths.ts";

/**
 * /apply/program/:slug (spec-1 §2: only when nobody is signed in). Whoever arrives signed in
 * applies from /application/new instead, with this funnel chosen; the visitor who signs up
 * here stays on their way to round 1's form.
 */
export function Component() {
  const { slug = "" } = useParams();
  const [signedIn] = useState(() => readToken() !== null);
  if (signedIn) return <Navigate to={newApplicationPath(slug)} replace />;
  return (
    <MessagesGate areas={APPLICATIONS_MESSAGES} loading={<PageLoader />}>
      <ApplyPage key={slug} slug={slug} />
    </MessagesGate>
  );
}
