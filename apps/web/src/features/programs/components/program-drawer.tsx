import { useMutation, useQuery } from "@apollo/client/react";
import { PROGRAM_DESCRIPTION_MAX, PROGRAM_NAME_MAX } from "@launchpad/domain/startups";
import {
  Alert,
  Button,
  Drawer,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useState } from "react";
import { useIntl } from "react-intl";
import type { AdminProgramFieldsFragment, ProgramMode, ProgramType } from "../../../gql/graphql.ts";
import type { MessageId } from "../../../lib/i18n/message-id.ts";
import { ProgramMembersQuery } from "../api/program-members.query.ts";
import {
  CreateProgramMutation,
  SetProgramMembersMutation,
  UpdateProgramMutation,
} from "../api/program-mutations.ts";
import { type PersonOption, usePeopleOptions } from "../hooks/use-people-options.ts";
import { type ProgramFailure, programFailure } from "../lib/program-failure.ts";
import { modeOptions, typeOptions } from "../lib/program-options.ts";

type Props = {
  /** The programme to edit, or null to create one. */
  program: AdminProgramFieldsFragment | null;
  /** The plan's programme limit ("3 of 10"), when it has one. */
  usage: { current: number; max: number } | null;
  onClose: () => void;
  onSaved: (name: string) => void;
};

/**
 * The programme drawer (issue 18 "Programmes"): name, type, dates, mode, the programme admin
 * (a team member), description and members. The server checks every rule; its refusals show
 * by the field they concern, the plan's limit above the buttons.
 */
export function ProgramDrawer({ program, usage, onClose, onSaved }: Props) {
  const intl = useIntl();
  const say = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [name, setName] = useState(program?.name ?? "");
  const [type, setType] = useState<ProgramType>(program?.type ?? "accelerator");
  const [mode, setMode] = useState<ProgramMode>(program?.mode ?? "hybrid");
  const [startsOn, setStartsOn] = useState(program?.startsOn ?? "");
  const [endsOn, setEndsOn] = useState(program?.endsOn ?? "");
  const [description, setDescription] = useState(program?.description ?? "");
  const [admin, setAdmin] = useState<PersonOption | null>(
    program?.admin ? { id: program.admin.id, fullName: program.admin.fullName, email: "" } : null,
  );
  const [members, setMembers] = useState<PersonOption[] | null>(program ? null : []);
  const [adminSearch, setAdminSearch] = useState("");
  const [memberSearch, setMemberSearch] = useState("");
  const [failure, setFailure] = useState<ProgramFailure | null>(null);
  const [busy, setBusy] = useState(false);

  const current = useQuery(ProgramMembersQuery, {
    variables: { id: program?.id ?? "" },
    skip: !program,
    fetchPolicy: "network-only",
  });
  const loadedMembers = members ?? current.data?.program.members ?? [];
  const admins = usePeopleOptions(adminSearch, ["employee"], admin ? [admin] : []);
  const people = usePeopleOptions(memberSearch, null, loadedMembers);
  const [create] = useMutation(CreateProgramMutation);
  const [update] = useMutation(UpdateProgramMutation);
  const [setProgramMembers] = useMutation(SetProgramMembersMutation);
  const full = !program && usage !== null && usage.current >= usage.max;

  const save = async () => {
    setBusy(true);
    setFailure(null);
    const details = {
      name,
      type,
      mode,
      startsOn: startsOn || null,
      endsOn: endsOn || null,
      description: description.trim() || null,
      adminId: admin?.id ?? null,
    };
    try {
      if (program) {
        await update({ variables: { id: program.id, input: details } });
        if (members) {
          await setProgramMembers({
            variables: { programId: program.id, userIds: members.map((m) => m.id) },
          });
        }
      } else {
        await create({ variables: { input: { ...details, memberIds: loadedMembers.map((m) => m.id) } } });
      }
      onSaved(name.trim());
    } catch (error) {
      setFailure(programFailure(error, intl));
    } finally {
      setBusy(false);
    }
  };

  const fieldError = (path: string) => failure?.fields[path];
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="lg"
      title={say(program ? "programs.drawer.editTitle" : "programs.drawer.createTitle")}
      data-testid="program-drawer"
    >
      <Stack gap="md">
        {!program && usage ? (
          <Text size="sm" c={full ? "orange" : "dimmed"} data-testid="program-usage">
            {say("programs.list.usage", usage)}
          </Text>
        ) : null}
        <TextInput
          label={say("programs.field.name")}
          required
          maxLength={PROGRAM_NAME_MAX}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={fieldError("name")}
          data-autofocus
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={say("programs.field.type")}
            data={typeOptions(intl)}
            value={type}
            allowDeselect={false}
            onChange={(v) => v && setType(v as ProgramType)}
            error={fieldError("type")}
            comboboxProps={{ withinPortal: false }}
          />
          <Select
            label={say("programs.field.mode")}
            data={modeOptions(intl)}
            value={mode}
            allowDeselect={false}
            onChange={(v) => v && setMode(v as ProgramMode)}
            error={fieldError("mode")}
            comboboxProps={{ withinPortal: false }}
          />
          <TextInput
            type="date"
            label={say("programs.field.startsOn")}
            value={startsOn}
            onChange={(e) => setStartsOn(e.currentTarget.value)}
            error={fieldError("startsOn")}
          />
          <TextInput
            type="date"
            label={say("programs.field.endsOn")}
            value={endsOn}
            min={startsOn || undefined}
            onChange={(e) => setEndsOn(e.currentTarget.value)}
            error={fieldError("endsOn")}
          />
        </SimpleGrid>
        <Select
          label={say("programs.field.admin")}
          description={say("programs.field.adminHint")}
          data={admins.data}
          value={admin?.id ?? null}
          onChange={(id) => setAdmin(id ? (admins.byId.get(id) ?? null) : null)}
          searchable
          clearable
          searchValue={adminSearch}
          onSearchChange={setAdminSearch}
          nothingFoundMessage={say("programs.field.nobody")}
          error={fieldError("adminId") ?? admins.error?.message}
          comboboxProps={{ withinPortal: false }}
        />
        <Textarea
          label={say("programs.field.description")}
          rows={3}
          maxLength={PROGRAM_DESCRIPTION_MAX}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          error={fieldError("description")}
        />
        <MultiSelect
          label={say("programs.field.members")}
          description={say("programs.field.membersHint")}
          data={people.data}
          value={loadedMembers.map((m) => m.id)}
          onChange={(ids) =>
            setMembers(
              ids.flatMap((id) => people.byId.get(id) ?? loadedMembers.find((m) => m.id === id) ?? []),
            )
          }
          searchable
          clearable
          hidePickedOptions
          searchValue={memberSearch}
          onSearchChange={setMemberSearch}
          nothingFoundMessage={say("programs.field.nobody")}
          disabled={!!program && !members && current.loading}
          error={fieldError("userIds") ?? fieldError("memberIds") ?? people.error?.message}
          comboboxProps={{ withinPortal: false }}
          data-testid="program-members"
        />
        {failure ? (
          <Alert color="red" role="alert" data-testid="program-failure">
            {failure.message}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {say("programs.cancel")}
          </Button>
          <Button onClick={() => void save()} loading={busy} disabled={!name.trim()}>
            {say(program ? "programs.drawer.save" : "programs.drawer.create")}
          </Button>
        </Group>
      </Stack>
    </Drawer>
  );
}
