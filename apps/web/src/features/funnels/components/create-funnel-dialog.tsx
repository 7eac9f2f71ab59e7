import { useMutation } from "@apollo/client/react";
import { FUNNEL_TYPES, SLUG_PATTERN } from "@launchpad/domain/applications";
import { Alert, Button, Group, Modal, SegmentedControl, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { useIntl } from "react-intl";
import { useNavigate } from "react-router";
import { useLocale } from "../../../lib/i18n/locale-context.ts";
import type { MessageId } from "../../../lib/i18n/message-id.ts";
import { CreateFunnelMutation } from "../api/funnel-mutations.ts";
import { funnelFailure } from "../lib/funnel-errors.ts";

/** A slug from a name: lower-case ASCII words joined by dashes. */
export function slugOf(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
}

/** Creates a funnel from its type, name and address; the editor opens on it. */
export function CreateFunnelDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { locale } = useLocale();
  const say = (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [type, setType] = useState<(typeof FUNNEL_TYPES)[number]>("startup");
  const [name, setName] = useState("");
  const [slug, setSlug] = useState("");
  const [slugTouched, setSlugTouched] = useState(false);
  const [failure, setFailure] = useState<ReturnType<typeof funnelFailure> | null>(null);
  const [create, creation] = useMutation(CreateFunnelMutation, { refetchQueries: ["Funnels"] });
  const shownSlug = slugTouched ? slug : slugOf(name);
  const slugValid = SLUG_PATTERN.test(shownSlug) && shownSlug.length >= 3;

  const submit = () =>
    create({
      variables: {
        input: { type, name: name.trim(), displayName: { [locale]: name.trim() }, slug: shownSlug },
      },
    }).then(
      (result) => {
        const id = result.data?.createFunnel.id;
        if (id) navigate(`/setup/funnel/${id}`);
      },
      (error) => setFailure(funnelFailure(error, intl)),
    );

  return (
    <Modal opened onClose={onClose} title={say("funnels.create.title")} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          {failure ? (
            <Alert color="red" role="alert" data-testid="create-error">
              {failure.message}
            </Alert>
          ) : null}
          <Stack gap={4}>
            <Text size="sm" fw={500} id="funnel-type-label">
              {say("funnels.field.type")}
            </Text>
            <SegmentedControl
              aria-labelledby="funnel-type-label"
              value={type}
              onChange={(value) => setType(value as typeof type)}
              data={FUNNEL_TYPES.map((value) => ({
                value,
                label: say(`funnels.type.${value}` as MessageId),
              }))}
            />
          </Stack>
          <TextInput
            label={say("funnels.field.name")}
            required
            maxLength={120}
            value={name}
            error={failure?.fields.name}
            onChange={(event) => setName(event.currentTarget.value)}
            data-testid="create-name"
            data-autofocus
          />
          <TextInput
            label={say("funnels.field.slug")}
            description={say("funnels.field.slugHint", { path: `/apply/program/${shownSlug || "…"}` })}
            required
            maxLength={60}
            value={shownSlug}
            error={failure?.fields.slug}
            onChange={(event) => {
              setSlugTouched(true);
              setSlug(event.currentTarget.value.toLowerCase());
            }}
            data-testid="create-slug"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {say("funnels.cancel")}
            </Button>
            <Button
              type="submit"
              loading={creation.loading}
              disabled={!name.trim() || !slugValid}
              data-testid="create-submit"
            >
              {say("funnels.create.submit")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
