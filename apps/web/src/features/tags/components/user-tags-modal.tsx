import { useMutation } from "@apollo/client/react";
import { type TagKind, USER_TAG_KINDS } from "@launchpad/domain/tag-kinds";
import { useIntl } from "react-intl";
import { SetUserIndustriesMutation, SetUserTagsMutation } from "../api/assignment-mutations.ts";
import { AssignModal } from "./assign-modal.tsx";
import { IndustryPicker, TagPicker } from "./tag-pickers.tsx";

export type TaggedUser = {
  id: string;
  fullName: string;
  roleType: string;
  tags: readonly { id: string; kind: TagKind }[] | null;
  industries: readonly { id: string }[] | null;
};

/**
 * The kinds of tags a user is offered (docs/tags.md): user tags for everyone, mentor tags
 * for mentors and experts, community tags for community members, and any kind they carry.
 */
export function userTagKinds(roleType: string, carried: readonly TagKind[]): TagKind[] {
  const offered = new Set<TagKind>(["user", ...carried]);
  if (roleType === "Mentor" || roleType === "Expert") offered.add("mentortag");
  if (roleType === "CommunityMember") offered.add("community");
  return USER_TAG_KINDS.filter((kind) => offered.has(kind));
}

/** User management's "Tags and industries" for one user (USER:EDIT); the list refreshes after. */
export function UserTagsModal({ user, onClose }: { user: TaggedUser; onClose: () => void }) {
  const intl = useIntl();
  const refetchQueries = ["ManagedUsers"];
  const [setTags] = useMutation(SetUserTagsMutation, { refetchQueries, awaitRefetchQueries: true });
  const [setIndustries] = useMutation(SetUserIndustriesMutation, {
    refetchQueries,
    awaitRefetchQueries: true,
  });
  const tags = user.tags ?? [];
  const kinds = userTagKinds(
    user.roleType,
    tags.map((t) => t.kind),
  );
  return (
    <AssignModal
      title={intl.formatMessage({ id: "tags.assign.userTitle" }, { name: user.fullName })}
      initial={{ tags: tags.map((t) => t.id), industries: (user.industries ?? []).map((i) => i.id) }}
      onSave={async (values) => {
        await setTags({ variables: { userId: user.id, tagIds: values.tags } });
        await setIndustries({ variables: { userId: user.id, industryIds: values.industries } });
      }}
      onClose={onClose}
      fields={(values, set) => (
        <>
          <TagPicker
            kinds={kinds}
            label={intl.formatMessage({ id: "tags.assign.tags" })}
            value={values.tags}
            onChange={(ids) => set({ ...values, tags: ids })}
            mayAdd
            testId="assign-tags"
          />
          <IndustryPicker
            label={intl.formatMessage({ id: "tags.assign.industries" })}
            value={values.industries}
            onChange={(ids) => set({ ...values, industries: ids })}
            mayAdd
            testId="assign-industries"
          />
        </>
      )}
    />
  );
}
