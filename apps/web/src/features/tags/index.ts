/**
 * The tags feature's door: a tag's badge, the startup file's tags and industries, and user
 * management's editor of a user's tags and industries (docs/tags.md).
 */
export { StartupTagsBar } from "./components/startup-tags-bar.tsx";
export { TagBadge } from "./components/tag-badge.tsx";
export { type TaggedUser, UserTagsModal } from "./components/user-tags-modal.tsx";
