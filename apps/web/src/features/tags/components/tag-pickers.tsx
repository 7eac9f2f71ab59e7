import { useQuery } from "@apollo/client/react";
import { TAG_KINDS, type TagKind } from "@launchpad/domain/tag-kinds";
import { MultiSelect } from "@mantine/core";
import { useIntl } from "react-intl";
import { IndustriesQuery } from "../api/industries.query.ts";
import { TagsQuery } from "../api/tags.query.ts";

type PickerProps = {
  value: string[];
  onChange: (ids: string[]) => void;
  /** Options offered besides those chosen: none when the viewer may only remove. */
  mayAdd: boolean;
  disabled?: boolean;
  testId: string;
};

/** Picks tags of some kinds: one group per kind, the kinds' names as the groups' labels. */
export function TagPicker({
  kinds,
  label,
  ...props
}: PickerProps & { kinds: readonly TagKind[]; label: string }) {
  const intl = useIntl();
  const lists = useTagLists(kinds);
  const data = lists
    .map(({ kind, list }) => ({
      group: intl.formatMessage({ id: `nav.tags.${kind}` }),
      items: list
        .filter((tag) => props.mayAdd || props.value.includes(tag.id))
        .map((tag) => ({ value: tag.id, label: tag.name })),
    }))
    .filter((group) => group.items.length > 0);
  return (
    <MultiSelect
      label={label}
      data={kinds.length === 1 ? (data[0]?.items ?? []) : data}
      value={props.value}
      onChange={props.onChange}
      searchable
      clearable
      disabled={props.disabled}
      nothingFoundMessage={intl.formatMessage({ id: "tags.picker.nothing" })}
      data-testid={props.testId}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** The lists of some kinds (a query per kind, each skipped unless asked: hooks in a fixed order). */
function useTagLists(kinds: readonly TagKind[]) {
  const answers = TAG_KINDS.map((kind) => ({
    kind,
    // biome-ignore lint/correctness/useHookAtTopLevel: TAG_KINDS is a constant, so the order never changes.
    list: useQuery(TagsQuery, { variables: { kind }, skip: !kinds.includes(kind) }).data?.tags ?? [],
  }));
  return answers.filter((answer) => kinds.includes(answer.kind));
}

export function IndustryPicker({ label, ...props }: PickerProps & { label: string }) {
  const intl = useIntl();
  const list = useQuery(IndustriesQuery).data?.industries ?? [];
  return (
    <MultiSelect
      label={label}
      data={list
        .filter((item) => props.mayAdd || props.value.includes(item.id))
        .map((item) => ({ value: item.id, label: item.name }))}
      value={props.value}
      onChange={props.onChange}
      searchable
      clearable
      disabled={props.disabled}
      nothingFoundMessage={intl.formatMessage({ id: "tags.picker.nothing" })}
      data-testid={props.testId}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
