import { useMutation } from "@apollo/client/react";
import { STARTUP_NAME_MAX } from "@launchpad/domain/startups";
import { Alert, Button, Group, Modal, MultiSelect, Stack, TextInput } from "@mantine/core";
import { useState } from "react";
import { useIntl } from "react-intl";
import { readApiFailure } from "../../../lib/forms/api-failure.ts";
import { AdminCreateStartupMutation } from "../api/admin-create-startup.mutation.ts";
import { type PickedPerson, personLabel, usePeopleSearch } from "../hooks/use-people-search.ts";

type Props = {
  programs: { id: string; name: string }[];
  onCreated: (startup: { id: string; name: string }) => void;
  onClose: () => void;
};

/**
 * Staff create a startup (issue 18): a name (required), its cofounders and programmes. The
 * plan's startup limit is refused with spec-1 §5's message; a bad name shows beside the field.
 */
export function NewStartupDialog({ programs, onCreated, onClose }: Props) {
  const intl = useIntl();
  const [name, setName] = useState("");
  const [memberIds, setMemberIds] = useState<string[]>([]);
  const [programIds, setProgramIds] = useState<string[]>([]);
  const [known, setKnown] = useState<Map<string, PickedPerson>>(new Map());
  const [failure, setFailure] = useState<{ alert?: string; name?: string } | null>(null);
  const people = usePeopleSearch("COFOUNDERS");
  const [create, creation] = useMutation(AdminCreateStartupMutation);

  const options = new Map(known);
  for (const p of people.people) options.set(p.id, p);

  const submit = async () => {
    setFailure(null);
    try {
      const result = await create({ variables: { input: { name: name.trim(), memberIds, programIds } } });
      const created = result.data?.createStartup;
      if (created) onCreated(created);
    } catch (error) {
      const api = readApiFailure(error, intl);
      if (api.name === "LimitReachedError")
        setFailure({ alert: intl.formatMessage({ id: "adminStartups.create.limit" }) });
      else if (api.name === "ValidationError" && api.fields.name) setFailure({ name: api.fields.name });
      else setFailure({ alert: api.message });
    }
  };

  return (
    <Modal opened onClose={onClose} title={intl.formatMessage({ id: "adminStartups.create.title" })} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          {failure?.alert ? (
            <Alert color="red" role="alert" data-testid="admin-create-startup-error">
              {failure.alert}
            </Alert>
          ) : null}
          <TextInput
            label={intl.formatMessage({ id: "adminStartups.create.name" })}
            required
            maxLength={STARTUP_NAME_MAX}
            value={name}
            error={failure?.name}
            onChange={(event) => setName(event.currentTarget.value)}
            data-autofocus
          />
          <MultiSelect
            label={intl.formatMessage({ id: "adminStartups.create.members" })}
            description={intl.formatMessage({ id: "adminStartups.create.membersHelp" })}
            searchable
            filter={({ options: shown }) => shown}
            searchValue={people.search}
            onSearchChange={people.setSearch}
            data={[...options.values()].map((p) => ({ value: p.id, label: personLabel(p) }))}
            value={memberIds}
            onChange={(ids) => {
              setMemberIds(ids);
              setKnown(
                new Map(
                  ids.flatMap((id) => (options.has(id) ? [[id, options.get(id) as PickedPerson]] : [])),
                ),
              );
            }}
            nothingFoundMessage={intl.formatMessage({ id: "adminStartups.people.none" })}
          />
          <MultiSelect
            label={intl.formatMessage({ id: "adminStartups.create.programs" })}
            searchable
            data={programs.map((p) => ({ value: p.id, label: p.name }))}
            value={programIds}
            onChange={setProgramIds}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {intl.formatMessage({ id: "adminStartups.cancel" })}
            </Button>
            <Button type="submit" loading={creation.loading} disabled={!name.trim()}>
              {intl.formatMessage({ id: "adminStartups.create.submit" })}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
