import { ACCESS } from "./access-rules.ts";
import type { MenuEntry } from "./side-menu.ts";

/**
 * The setup submenu (spec-1 §2) and the administration submenu, with their second level
 * (tags, settings). Each entry carries the rule of the page it opens.
 */
const TAGS = ["mentortag", "startup", "user", "community", "application", "event", "topic"] as const;

const TAG_NAMES = {
  mentortag: "nav.tags.mentortag",
  startup: "nav.tags.startup",
  user: "nav.tags.user",
  community: "nav.tags.community",
  application: "nav.tags.application",
  event: "nav.tags.event",
  topic: "nav.tags.topic",
} as const;

const SETTINGS = [
  "general",
  "branding",
  "metrics",
  "permissions",
  "roles",
  "plan",
  "mentormatching",
] as const;

const SETTINGS_NAMES = {
  general: "nav.settings.general",
  branding: "nav.settings.branding",
  metrics: "nav.settings.metrics",
  permissions: "nav.settings.permissions",
  roles: "nav.settings.roles",
  plan: "nav.settings.plan",
  mentormatching: "nav.settings.mentormatching",
} as const;

export const SETUP_MENU: readonly MenuEntry[] = [
  {
    key: "setup",
    name: "nav.setup",
    icon: "setup",
    rule: ACCESS.setup,
    subMenu: [
      { key: "setup.funnels", name: "nav.setup.funnels", to: "/setup/funnels", rule: ACCESS.funnels },
      { key: "setup.feedback", name: "nav.setup.feedback", to: "/setup/feedback", rule: ACCESS.setup },
      {
        key: "setup.profileFields",
        name: "nav.setup.profileFields",
        to: "/setup/profile-fields",
        rule: ACCESS.customFields,
      },
      { key: "setup.fields", name: "nav.setup.fields", to: "/setup/fields", rule: ACCESS.setup },
      { key: "setup.articles", name: "nav.setup.articles", to: "/setup/articles", rule: ACCESS.articles },
      { key: "setup.courses", name: "nav.setup.courses", to: "/setup/courses", rule: ACCESS.courseBuilder },
      {
        key: "setup.tags",
        name: "nav.setup.tags",
        rule: ACCESS.setup,
        subMenu: TAGS.map((tag) => ({
          key: `setup.tags.${tag}`,
          name: TAG_NAMES[tag],
          to: `/setup/tags/${tag}`,
          rule: ACCESS.setup,
        })),
      },
      {
        key: "setup.industries",
        name: "nav.setup.industries",
        to: "/setup/industries",
        rule: ACCESS.industries,
      },
    ],
  },
  {
    key: "administration",
    name: "nav.administration",
    icon: "administration",
    rule: ACCESS.administration,
    subMenu: [
      { key: "admin.startups", name: "nav.admin.startups", to: "/admin/startups" },
      { key: "admin.programs", name: "nav.admin.programs", to: "/admin/programs" },
      { key: "admin.metrics", name: "nav.admin.metrics", to: "/admin/metrics/data-collection" },
      {
        key: "admin.dataAssets",
        name: "nav.admin.dataAssets",
        to: "/admin/data-assets",
        rule: ACCESS.dataAssets,
      },
      { key: "admin.forms", name: "nav.admin.forms", to: "/admin/forms" },
      { key: "admin.emails", name: "nav.admin.emails", to: "/admin/emails" },
      {
        key: "admin.userManagement",
        name: "nav.admin.userManagement",
        to: "/admin/user-management",
        rule: ACCESS.userManagement,
      },
      { key: "admin.chatManagement", name: "nav.admin.chatManagement", to: "/admin/chat-management" },
      {
        key: "admin.settings",
        name: "nav.admin.settings",
        rule: ACCESS.settings,
        subMenu: SETTINGS.map((page) => ({
          key: `admin.settings.${page}`,
          name: SETTINGS_NAMES[page],
          to: `/admin/settings/${page}`,
          rule: ACCESS.settings,
        })),
      },
    ],
  },
];
