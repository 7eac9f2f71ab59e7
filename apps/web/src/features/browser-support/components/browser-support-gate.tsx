import { type ReactNode, useEffect, useState } from "react";
import { FormattedMessage } from "react-intl";
import { PageLoader } from "../../../components/page-loader.tsx";
import { StatusPage } from "../../../components/status-page/status-page.tsx";
import { isClearlyCurrent } from "../lib/clearly-current.ts";

type BrowserSupportGateProps = {
  children: ReactNode;
  /** The browser's own by default; tests pass another. */
  userAgent?: string;
};

/**
 * spec-1 §9: an unsupported browser sees why, instead of an app that may half work. A
 * current Chrome or Firefox goes straight in; any other agent is judged by bowser, loaded
 * only then (issue 13). Should that load fail, the app is shown rather than nothing.
 */
export function BrowserSupportGate({ children, userAgent = navigator.userAgent }: BrowserSupportGateProps) {
  const clearlyCurrent = isClearlyCurrent(userAgent);
  const [judged, setJudged] = useState<{ userAgent: string; supported: boolean } | null>(null);

  useEffect(() => {
    if (clearlyCurrent) return;
    let current = true;
    import("../lib/browser-support.ts").then(
      ({ isBrowserSupported }) =>
        current && setJudged({ userAgent, supported: isBrowserSupported(userAgent) }),
      () => current && setJudged({ userAgent, supported: true }),
    );
    return () => {
      current = false;
    };
  }, [clearlyCurrent, userAgent]);

  if (clearlyCurrent) return children;
  if (judged?.userAgent !== userAgent) return <PageLoader />;
  if (judged.supported) return children;
  return (
    <StatusPage
      title={<FormattedMessage id="browserSupport.title" />}
      text={<FormattedMessage id="browserSupport.text" />}
    />
  );
}
