import { TAG_KINDS } from "@launchpad/domain/tag-kinds";
import type { MessageId } from "../../lib/i18n/message-id.ts";
import { ACCESS, type AccessRule, crumb, defineFeature, page, section } from "../navigation/index.ts";

/**
 * Tags and industries (issue 15, docs/tags.md): the setup lists /setup/tags/<kind> (one per
 * kind of tag) and /setup/industries. Assigning them lives where users and startups are
 * edited (user management, the startup file), through this feature's door.
 */
const tagsEditor: AccessRule = { roles: "setup", permission: "TAGS_EDITOR:VIEW" };
const label = (kind: string) => `nav.tags.${kind}` as MessageId;

export const tagsFeature = defineFeature({
  name: "tags",
  routes: {
    setup: [
      section(
        "tags",
        { access: { permission: "TAGS_EDITOR:VIEW" }, crumbs: [crumb("nav.setup.tags", { to: null })] },
        TAG_KINDS.map((kind) => ({
          path: kind,
          handle: { crumbs: [crumb(label(kind))] },
          lazy: page(() => import("./routes/tags.route.tsx")),
        })),
      ),
      {
        path: "industries",
        handle: { access: ACCESS.industries, crumbs: [crumb("nav.setup.industries")] },
        lazy: page(() => import("./routes/industries.route.tsx")),
      },
    ],
  },
  menu: {
    setup: [
      {
        order: 70,
        key: "setup.tags",
        name: "nav.setup.tags",
        rule: tagsEditor,
        subMenu: TAG_KINDS.map((kind) => ({
          key: `setup.tags.${kind}`,
          name: label(kind),
          to: `/setup/tags/${kind}`,
          rule: tagsEditor,
        })),
      },
      {
        order: 80,
        key: "setup.industries",
        name: "nav.setup.industries",
        to: "/setup/industries",
        rule: ACCESS.industries,
      },
    ],
  },
  messages: import.meta.glob<Record<string, string>>("./locales/*.json", { import: "default" }),
});

declare module "../../lib/i18n/message-id.ts" {
  interface MessageCatalogue {
    tags: keyof typeof import("./locales/en.json");
  }
}
