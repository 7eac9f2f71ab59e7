import { useMutation, useQuery } from "@apollo/client/react";
import { Badge, Button, Group } from "@mantine/core";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { SetStartupIndustriesMutation, SetStartupTagsMutation } from "../api/assignment-mutations.ts";
import { StartupTagsQuery } from "../api/startup-tags.query.ts";
import { AssignModal } from "./assign-modal.tsx";
import { TagBadge } from "./tag-badge.tsx";
import { IndustryPicker, TagPicker } from "./tag-pickers.tsx";

/**
 * Under a startup file's header: the startup's tags and industries (TAGS:STARTUP:VIEW,
 * STARTUP:INDUSTRY:VIEW) and, for whoever may add or remove them here, an editor.
 */
export function StartupTagsBar({ startupId }: { startupId: string }) {
  const intl = useIntl();
  const { data } = useQuery(StartupTagsQuery, { variables: { id: startupId } });
  const [editing, setEditing] = useState(false);
  const refetchQueries = [{ query: StartupTagsQuery, variables: { id: startupId } }];
  const [setTags] = useMutation(SetStartupTagsMutation, { refetchQueries, awaitRefetchQueries: true });
  const [setIndustries] = useMutation(SetStartupIndustriesMutation, {
    refetchQueries,
    awaitRefetchQueries: true,
  });
  const file = data?.startupFile;
  if (!file) return null;
  const may = file.viewerMayTag;
  const editTags = may.addTags || may.removeTags;
  const editIndustries = may.addIndustries || may.removeIndustries;
  const tags = file.tags ?? [];
  const industries = file.industries ?? [];
  if (tags.length + industries.length === 0 && !editTags && !editIndustries) return null;

  return (
    <Group gap="xs" data-testid="startup-tags">
      {industries.map((industry) => (
        <Badge key={industry.id} variant="outline" color="gray.7" tt="none" radius="sm">
          <bdi>{industry.name}</bdi>
        </Badge>
      ))}
      {tags.map((tag) => (
        <TagBadge key={tag.id} name={tag.name} color={tag.color} />
      ))}
      {(editTags || editIndustries) && (
        <Button
          size="compact-xs"
          variant="subtle"
          onClick={() => setEditing(true)}
          data-testid="startup-tags-edit"
        >
          <FormattedMessage id="tags.assign.open" />
        </Button>
      )}
      {editing && (
        <AssignModal
          title={intl.formatMessage({
            id:
              editTags && editIndustries
                ? "tags.assign.startupTitle"
                : editTags
                  ? "tags.assign.tags"
                  : "tags.assign.industries",
          })}
          initial={{ tags: tags.map((t) => t.id), industries: industries.map((i) => i.id) }}
          onSave={async ({ tags: tagIds, industries: industryIds }) => {
            if (editTags) await setTags({ variables: { startupId, tagIds } });
            if (editIndustries) await setIndustries({ variables: { startupId, industryIds } });
          }}
          onClose={() => setEditing(false)}
          fields={(values, set) => (
            <>
              {editTags && (
                <TagPicker
                  kinds={["startup"]}
                  label={intl.formatMessage({ id: "tags.assign.tags" })}
                  value={values.tags}
                  onChange={(ids) => set({ ...values, tags: ids })}
                  mayAdd={may.addTags}
                  testId="assign-tags"
                />
              )}
              {editIndustries && (
                <IndustryPicker
                  label={intl.formatMessage({ id: "tags.assign.industries" })}
                  value={values.industries}
                  onChange={(ids) => set({ ...values, industries: ids })}
                  mayAdd={may.addIndustries}
                  testId="assign-industries"
                />
              )}
            </>
          )}
        />
      )}
    </Group>
  );
}
