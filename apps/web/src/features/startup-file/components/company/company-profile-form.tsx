import { useMutation } from "@apollo/client/react";
import {
  FOUNDING_YEAR_MIN,
  foundingYearMax,
  STARTUP_DESCRIPTION_MAX,
  STARTUP_NAME_MAX,
} from "@launchpad/domain/startups";
import {
  ActionIcon,
  Alert,
  Avatar,
  Button,
  Group,
  NumberInput,
  Stack,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useState } from "react";
import { useIntl } from "react-intl";
import { FileUpload, uploadUrl } from "../../../../components/file-upload/index.ts";
import { readApiFailure } from "../../../../lib/forms/api-failure.ts";
import type { MessageId } from "../../../../lib/i18n/message-id.ts";
import { UpdateStartupMutation } from "../../api/update-startup.mutation.ts";

const LOGO_URL = uploadUrl({ use: "avatar" });

export type CompanyProfile = {
  id: string;
  name: string;
  logo?: string | null;
  website?: string | null;
  foundingYear?: number | null;
  description?: string | null;
};

type CompanyProfileFormProps = {
  file: CompanyProfile;
  mayEditName: boolean;
  onDone: () => void;
  onSaved: () => void;
};

/** Logo: unchanged, a new upload (its attachment id) or removed. */
type LogoChange = { kind: "keep" } | { kind: "new"; id: string; url: string } | { kind: "remove" };

/**
 * The company profile's form: name (for who may rename it), logo, website, founding year
 * (spec-2 §5: 1950 to this year) and description. The server checks the same rules and
 * its refusals show beside their fields.
 */
export function CompanyProfileForm({ file, mayEditName, onDone, onSaved }: CompanyProfileFormProps) {
  const intl = useIntl();
  const say = (id: MessageId, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const [name, setName] = useState(file.name);
  const [website, setWebsite] = useState(file.website ?? "");
  const [year, setYear] = useState<number | string>(file.foundingYear ?? "");
  const [description, setDescription] = useState(file.description ?? "");
  const [logo, setLogo] = useState<LogoChange>({ kind: "keep" });
  const [failure, setFailure] = useState<ReturnType<typeof readApiFailure> | null>(null);
  const [update, saving] = useMutation(UpdateStartupMutation);
  const maxYear = foundingYearMax(new Date());
  const logoUrl = logo.kind === "new" ? logo.url : logo.kind === "remove" ? null : file.logo;

  const submit = async () => {
    setFailure(null);
    const input = {
      ...(mayEditName && name.trim() !== file.name ? { name: name.trim() } : {}),
      website: website.trim() || null,
      foundingYear: typeof year === "number" ? year : null,
      description: description.trim() || null,
      ...(logo.kind === "new" ? { logoId: logo.id } : logo.kind === "remove" ? { logoId: null } : {}),
    };
    try {
      await update({ variables: { id: file.id, input } });
      onSaved();
      onDone();
    } catch (error) {
      setFailure(readApiFailure(error, intl));
    }
  };
  const fields = failure?.fields ?? {};
  const known = ["name", "website", "foundingYear", "description", "logoId"];
  const general = failure && !known.some((k) => fields[k]) ? failure.message : null;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        {general ? (
          <Alert color="red" role="alert">
            {general}
          </Alert>
        ) : null}
        {mayEditName ? (
          <TextInput
            id="name"
            label={say("startupFile.company.name")}
            required
            maxLength={STARTUP_NAME_MAX}
            value={name}
            error={fields.name}
            onChange={(event) => setName(event.currentTarget.value)}
          />
        ) : null}
        <Group align="flex-end" gap="md" id="logo">
          {logoUrl ? (
            <Group gap="xs">
              <Avatar src={logoUrl} alt="" size="lg" radius="md" />
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={say("startupFile.company.removeLogo")}
                onClick={() => setLogo({ kind: "remove" })}
              >
                <span aria-hidden="true">×</span>
              </ActionIcon>
            </Group>
          ) : (
            <FileUpload
              url={LOGO_URL}
              accept="image"
              label={say("startupFile.company.logo")}
              onUploaded={({ attachment }) =>
                setLogo({ kind: "new", id: attachment.id, url: attachment.url })
              }
            />
          )}
        </Group>
        <TextInput
          id="website"
          label={say("startupFile.company.website")}
          placeholder="https://"
          maxLength={2000}
          value={website}
          error={fields.website}
          onChange={(event) => setWebsite(event.currentTarget.value)}
        />
        <NumberInput
          id="foundingYear"
          label={say("startupFile.company.foundingYear")}
          description={say("startupFile.company.foundingYearHint", { min: FOUNDING_YEAR_MIN, max: maxYear })}
          min={FOUNDING_YEAR_MIN}
          max={maxYear}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator={false}
          value={year}
          error={fields.foundingYear}
          onChange={setYear}
        />
        <Textarea
          id="description"
          label={say("startupFile.company.description")}
          rows={4}
          maxLength={STARTUP_DESCRIPTION_MAX}
          value={description}
          error={fields.description}
          onChange={(event) => setDescription(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {say("startupFile.cancel")}
          </Button>
          <Button type="submit" loading={saving.loading} disabled={mayEditName && !name.trim()}>
            {say("startupFile.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
