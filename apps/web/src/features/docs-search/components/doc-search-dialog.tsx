import { Modal } from "@mantine/core";
import { useIntl } from "react-intl";
import type { UserKind } from "../lib/user-kind.ts";
import { DocSearchPanel } from "./doc-search-panel.tsx";

type DocSearchDialogProps = { opened: boolean; onClose: () => void; kind: UserKind };

/** The dialog of documentation-search.tsx, a chunk of its own (loaded when first opened). */
export function DocSearchDialog({ opened, onClose, kind }: DocSearchDialogProps) {
  const intl = useIntl();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={intl.formatMessage({ id: "docsSearch.title" })}
      size="lg"
      yOffset="8dvh"
    >
      <DocSearchPanel kind={kind} onPick={onClose} />
    </Modal>
  );
}
