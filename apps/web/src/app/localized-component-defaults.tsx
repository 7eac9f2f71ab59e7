import { Drawer, MantineThemeProvider, Modal } from "@mantine/core";
import { type ReactNode, useMemo } from "react";
import { useIntl } from "react-intl";

/**
 * Mantine's defaults that need words: every dialog's and drawer's close button is named
 * ("Close", in the user's language) — an unnamed button is a critical axe violation
 * (button-name) in every dialog. Inside the messages, over the organisation's theme.
 */
export function LocalizedComponentDefaults({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const close = intl.formatMessage({ id: "shell.close" });
  const theme = useMemo(
    () => ({
      components: {
        Modal: Modal.extend({ defaultProps: { closeButtonProps: { "aria-label": close } } }),
        Drawer: Drawer.extend({ defaultProps: { closeButtonProps: { "aria-label": close } } }),
      },
    }),
    [close],
  );
  return <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>;
}
