import { Button, Tooltip, useDirection } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { lazy, Suspense } from "react";
import { useIntl } from "react-intl";
import { withChunkReload } from "../../../lib/chunk-reload.ts";
import { useOpenedOnce } from "../../../lib/use-opened-once.ts";
import { ShellIcon } from "../shell-icon.tsx";
import classes from "./side-menu.module.css";

const CreateStartupDialog = lazy(
  withChunkReload(() =>
    import("./create-startup-dialog.tsx").then((m) => ({ default: m.CreateStartupDialog })),
  ),
);

/**
 * spec-2 §6: cofounders without a startup are offered to create one (the startup file's
 * form, in a dialog loaded when first opened).
 */
export function CreateStartupButton({ rail }: { rail: boolean }) {
  const intl = useIntl();
  const [opened, { open, close }] = useDisclosure(false);
  const mounted = useOpenedOnce(opened);
  const towardsPage = useDirection().dir === "rtl" ? "left" : "right";
  const label = intl.formatMessage({ id: "nav.createStartup" });

  return (
    <>
      <Tooltip label={label} position={towardsPage} disabled={!rail}>
        <Button
          className={classes.createStartup}
          onClick={open}
          data-testid="create-startup-button"
          fullWidth
          px={rail ? 0 : undefined}
          aria-label={rail ? label : undefined}
          leftSection={rail ? undefined : <ShellIcon name="plus" size={18} />}
        >
          {rail ? <ShellIcon name="plus" size={18} /> : label}
        </Button>
      </Tooltip>
      {mounted && (
        <Suspense fallback={null}>
          <CreateStartupDialog opened={opened} onClose={close} title={label} />
        </Suspense>
      )}
    </>
  );
}
