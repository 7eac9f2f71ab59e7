import { Button, Group, Text, Title } from "@mantine/core";
import { useState } from "react";
import { FormattedMessage } from "react-intl";
import { BrandCardPage } from "../../../components/brand-card-page/brand-card-page.tsx";
import { useLoginLogo } from "../../branding/index.ts";

type SessionLimitScreenProps = {
  onContinue: () => Promise<void>;
  onCancel: () => void;
};

/** spec-1 §4 and §8: 'Maximum number of sessions reached' offers Cancel or Continue. */
export function SessionLimitScreen({ onContinue, onCancel }: SessionLimitScreenProps) {
  const logo = useLoginLogo();
  const [continuing, setContinuing] = useState(false);

  const handleContinue = async () => {
    setContinuing(true);
    try {
      await onContinue();
    } finally {
      setContinuing(false);
    }
  };

  return (
    <BrandCardPage logo={logo}>
      <Title order={1} size="h2">
        <FormattedMessage id="session.limit.title" />
      </Title>
      <Text>
        <FormattedMessage id="session.limit.text" />
      </Text>
      <Group justify="flex-end" gap="sm" mt="sm">
        <Button variant="default" onClick={onCancel} disabled={continuing}>
          <FormattedMessage id="session.limit.cancel" />
        </Button>
        <Button onClick={handleContinue} loading={continuing}>
          <FormattedMessage id="session.limit.continue" />
        </Button>
      </Group>
    </BrandCardPage>
  );
}
