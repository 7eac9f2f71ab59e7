import { UnstyledButton } from "@mantine/core";
import { useDisclosure, useHotkeys, useOs } from "@mantine/hooks";
import { lazy, Suspense } from "react";
import { FormattedMessage } from "react-intl";
import { withChunkReload } from "../../../lib/chunk-reload.ts";
import { useOpenedOnce } from "../../../lib/use-opened-once.ts";
import { useCurrentUser } from "../../session/index.ts";
import { userKindFor } from "../lib/user-kind-for-role.ts";
import classes from "./documentation-search.module.css";
import { SearchIcon } from "./search-icon.tsx";

const DocSearchDialog = lazy(
  withChunkReload(() => import("./doc-search-dialog.tsx").then((m) => ({ default: m.DocSearchDialog }))),
);

/**
 * spec-1 §2: the documentation search of the top bar. A button (or Ctrl/⌘ + K) opens a
 * dialog with a search box; results open the in-app page /docs/:slug. Needs the signed-in
 * user (their role decides which pages they see).
 */
export function DocumentationSearch() {
  const [opened, { open, close }] = useDisclosure(false);
  const mounted = useOpenedOnce(opened);
  const kind = userKindFor(useCurrentUser().role.type);
  const mac = useOs() === "macos";
  useHotkeys([["mod+K", open]]);

  return (
    <>
      <UnstyledButton
        className={classes.trigger}
        onClick={open}
        aria-haspopup="dialog"
        aria-keyshortcuts={mac ? "Meta+K" : "Control+K"}
      >
        <SearchIcon />
        <span className={classes.label}>
          <FormattedMessage id="docsSearch.open" />
        </span>
        {/* Named by its label (WCAG 2.5.3, label in name); the shortcut is aria-keyshortcuts for readers. */}
        <span className={classes.shortcut} aria-hidden="true">
          {mac ? "⌘ K" : "Ctrl K"}
        </span>
      </UnstyledButton>
      {mounted && (
        <Suspense fallback={null}>
          <DocSearchDialog opened={opened} onClose={close} kind={kind} />
        </Suspense>
      )}
    </>
  );
}
