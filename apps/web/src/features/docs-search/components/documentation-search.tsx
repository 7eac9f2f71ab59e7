import { Modal, UnstyledButton } from "@mantine/core";
import { useDisclosure, useHotkeys, useOs } from "@mantine/hooks";
import { FormattedMessage, useIntl } from "react-intl";
import { useCurrentUser } from "../../session/index.ts";
import { userKindFor } from "../lib/user-kind-for-role.ts";
import { DocSearchPanel } from "./doc-search-panel.tsx";
import classes from "./documentation-search.module.css";
import { SearchIcon } from "./search-icon.tsx";

/**
 * spec-1 §2: the documentation search of the top bar. A button (or Ctrl/⌘ + K) opens a
 * dialog with a search box; results open the in-app page /docs/:slug. Needs the signed-in
 * user (their role decides which pages they see).
 */
export function DocumentationSearch() {
  const [opened, { open, close }] = useDisclosure(false);
  const intl = useIntl();
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
      <Modal
        opened={opened}
        onClose={close}
        title={intl.formatMessage({ id: "docsSearch.title" })}
        size="lg"
        yOffset="8dvh"
      >
        <DocSearchPanel kind={kind} onPick={close} />
      </Modal>
    </>
  );
}
