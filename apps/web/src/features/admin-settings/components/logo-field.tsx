import { Box, Button, FileInput, Group, Image, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { OptionalLabel } from "../../../components/forms/optional-label.tsx";
import { isDataUrl, LOGO_MIME_TYPES, logoFileProblem, readAsDataUrl } from "../lib/logo-image.ts";
import classes from "./logo-field.module.css";

type LogoFieldProps = {
  label: string;
  description: string;
  /** "" when there is none; an https address or a data: URL. */
  value: string;
  /** The form's message for this logo (the server's, after a refused save). */
  error?: string | undefined;
  onChange: (value: string) => void;
  /** The white logo is previewed on a dark background. */
  dark?: boolean;
};

/**
 * One logo: a preview, an image file read into a data: URL (checked here for type and
 * size, as the server checks it), or the address of an image, and a Remove button.
 */
export function LogoField({ label, description, value, error, onChange, dark = false }: LogoFieldProps) {
  const intl = useIntl();
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const uploaded = isDataUrl(value);

  const upload = async (file: File | null) => {
    setFileProblem(null);
    if (!file) return;
    const problem = logoFileProblem(file);
    if (problem) {
      setFileProblem(intl.formatMessage({ id: `settings.branding.logo.error.${problem}` }));
      return;
    }
    try {
      onChange(await readAsDataUrl(file));
    } catch {
      setFileProblem(intl.formatMessage({ id: "settings.branding.logo.error.read" }));
    }
  };

  return (
    <Stack gap="xs">
      <Stack gap={0}>
        <Text fw={500}>
          <OptionalLabel>{label}</OptionalLabel>
        </Text>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      </Stack>
      <Group align="flex-start" gap="md" wrap="wrap">
        <Box className={classes.preview} data-dark={dark || undefined}>
          {value ? (
            <Image
              src={value}
              alt={intl.formatMessage({ id: "settings.branding.logo.previewAlt" }, { logo: label })}
              className={classes.image}
            />
          ) : (
            <Text size="sm" c="dimmed">
              <FormattedMessage id="settings.branding.logo.none" />
            </Text>
          )}
        </Box>
        <Stack gap="xs" className={classes.inputs}>
          <FileInput
            label={intl.formatMessage({ id: "settings.branding.logo.upload" })}
            description={intl.formatMessage({ id: "settings.branding.logo.uploadHelp" })}
            placeholder={intl.formatMessage({ id: "settings.branding.logo.choose" })}
            accept={LOGO_MIME_TYPES.join(",")}
            value={null}
            onChange={(file) => void upload(file)}
            error={fileProblem ?? (uploaded ? error : undefined)}
            // The button shows "Choose a file": its name says so too (WCAG 2.5.3, label in name).
            aria-label={`${label}: ${intl.formatMessage({ id: "settings.branding.logo.upload" })}, ${intl.formatMessage({ id: "settings.branding.logo.choose" })}`}
          />
          <TextInput
            label={intl.formatMessage({ id: "settings.branding.logo.url" })}
            aria-label={`${label}: ${intl.formatMessage({ id: "settings.branding.logo.url" })}`}
            type="url"
            dir="ltr"
            placeholder={
              uploaded ? intl.formatMessage({ id: "settings.branding.logo.uploaded" }) : "https://"
            }
            value={uploaded ? "" : value}
            onChange={(event) => onChange(event.currentTarget.value)}
            error={uploaded ? undefined : error}
          />
          {value ? (
            <Group>
              <Button
                variant="light"
                color="red"
                size="xs"
                onClick={() => onChange("")}
                aria-label={`${intl.formatMessage({ id: "settings.branding.logo.remove" })}: ${label}`}
              >
                <FormattedMessage id="settings.branding.logo.remove" />
              </Button>
            </Group>
          ) : null}
        </Stack>
      </Group>
    </Stack>
  );
}
