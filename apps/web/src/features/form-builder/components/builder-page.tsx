import { Container, Loader } from "@mantine/core";
import type { ReactNode } from "react";
import { MessagesGate } from "../../../lib/i18n/messages-gate.tsx";
import { BUILDER_MESSAGES } from "../lib/builder-messages.ts";

/** Every page of the builder, once its texts have loaded (they do not come with the signed-in area). */
export function BuilderPage({ children }: { children: ReactNode }) {
  return (
    <MessagesGate
      areas={BUILDER_MESSAGES}
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
