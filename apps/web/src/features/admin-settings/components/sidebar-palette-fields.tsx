import { ColorInput, Group, SimpleGrid } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useIntl } from "react-intl";
import { FormSection } from "../../../components/forms/form-section.tsx";
import { type BrandingValues, SIDEBAR_COLORS } from "../lib/branding-values.ts";
import { SidebarPreview } from "./sidebar-preview.tsx";

type SidebarPaletteFieldsProps = {
  form: UseFormReturnType<BrandingValues>;
  organisationName: string;
};

/**
 * The five sidebar colours beside a live preview. A colour is sent as typed (no fixing on
 * blur), so a mistyped one is named by the server under its field.
 */
export function SidebarPaletteFields({ form, organisationName }: SidebarPaletteFieldsProps) {
  const intl = useIntl();
  return (
    <FormSection titleId="settings.branding.section.sidebar">
      <Group align="flex-start" gap="xl" wrap="wrap">
        <SimpleGrid cols={{ base: 1, sm: 2 }} style={{ flex: "1 1 20rem" }}>
          {SIDEBAR_COLORS.map((color) => (
            <ColorInput
              key={color}
              label={intl.formatMessage({ id: `settings.branding.sidebar.${color}` })}
              fixOnBlur={false}
              dir="ltr"
              placeholder="#rrggbb"
              eyeDropperButtonProps={{ "aria-label": intl.formatMessage({ id: "settings.eyeDropper" }) }}
              {...form.getInputProps(`brandPalette.sidebar.${color}`)}
            />
          ))}
        </SimpleGrid>
        <SidebarPreview values={form.values} organisationName={organisationName} />
      </Group>
    </FormSection>
  );
}
