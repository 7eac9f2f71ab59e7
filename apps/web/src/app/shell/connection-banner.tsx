import { Alert } from "@mantine/core";
import { useEffect, useState } from "react";
import { FormattedMessage } from "react-intl";
import { useConnected } from "../../lib/apollo/use-network-state.ts";
import { connectionStatus } from "../client-status.ts";
import classes from "./activity-bar.module.css";

/** A socket that reconnects at once (a restart after sign-in) should not flash the banner. */
export const OFFLINE_BANNER_DELAY_MS = 1500;

/** spec-1 §4: a small banner while the server cannot be reached (socket dropped or requests failing). */
export function ConnectionBanner() {
  const connected = useConnected(connectionStatus);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (connected) {
      setShown(false);
      return;
    }
    const timer = window.setTimeout(() => setShown(true), OFFLINE_BANNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [connected]);

  if (!shown) return null;
  return (
    <Alert color="orange" variant="light" role="status" className={classes.offline} py="xs">
      <FormattedMessage id="shell.offline" />
    </Alert>
  );
}
