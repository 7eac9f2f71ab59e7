import { type DrawerProps, MantineThemeProvider, type ModalProps } from "@mantine/core";
import { type ReactNode, useMemo } from "react";
import { useIntl } from "react-intl";

/**
 * Mantine's defaults that need words: every dialog's and drawer's close button is named
 * ("Close", in the user's language) — an unnamed button is a critical axe violation
 * (button-name) in every dialog. Inside the messages, over the organisation's theme. Plain
 * objects rather than `Modal.extend(…)`, which would put the dialogs' code into the first
 * chunk of every page, the login page's included (issue 13).
 */
export function LocalizedComponentDefaults({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const close = intl.formatMessage({ id: "shell.close" });
  const theme = useMemo(
    () => ({
      components: {
        Modal: { defaultProps: { closeButtonProps: { "aria-label": close } } satisfies Partial<ModalProps> },
        Drawer: {
          defaultProps: { closeButtonProps: { "aria-label": close } } satisfies Partial<DrawerProps>,
        },
      },
    }),
    [close],
  );
  return <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>;
}
