import { Container, Loader } from "@mantine/core";
import type { ReactNode } from "react";
import { MessagesGate } from "../../../lib/i18n/messages-gate.tsx";
import { FUNNEL_MESSAGES } from "../lib/funnel-messages.ts";

/** Every page of the funnel setup, once its texts have loaded. */
export function FunnelPage({ children }: { children: ReactNode }) {
  return (
    <MessagesGate
      areas={FUNNEL_MESSAGES}
      loading={
        <Container py="xl">
          <Loader aria-busy="true" />
        </Container>
      }
    >
      {children}
    </MessagesGate>
  );
}
