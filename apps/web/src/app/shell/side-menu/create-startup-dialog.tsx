import { Modal } from "@mantine/core";
import { CreateStartupForm } from "../../../features/startup-file/index.ts";

type CreateStartupDialogProps = { opened: boolean; onClose: () => void; title: string };

/** The dialog of create-startup-button.tsx, a chunk of its own (loaded when first opened). */
export function CreateStartupDialog({ opened, onClose, title }: CreateStartupDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <CreateStartupForm onCancel={onClose} onCreated={onClose} />
    </Modal>
  );
}
