import { type ReactNode, useMemo } from "react";
import { FormattedMessage } from "react-intl";
import { StatusPage } from "../../../components/status-page/status-page.tsx";
import { isBrowserSupported } from "../lib/browser-support.ts";

type BrowserSupportGateProps = {
  children: ReactNode;
  /** The browser's own by default; tests pass another. */
  userAgent?: string;
};

/** spec-1 §9: an unsupported browser sees why, instead of an app that may half work. */
export function BrowserSupportGate({ children, userAgent = navigator.userAgent }: BrowserSupportGateProps) {
  const supported = useMemo(() => isBrowserSupported(userAgent), [userAgent]);
  if (supported) return children;
  return (
    <StatusPage
      title={<FormattedMessage id="browserSupport.title" />}
      text={<FormattedMessage id="browserSupport.text" />}
    />
  );
}
