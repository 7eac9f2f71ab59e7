import { LOGO_TYPES } from "@launchpad/domain";
import { Group, Radio, SimpleGrid } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useIntl } from "react-intl";
import { FormSection } from "../../../components/forms/form-section.tsx";
import type { BrandingValues } from "../lib/branding-values.ts";

const PLACES = [
  { path: "brandPalette.sidebar.logoType", labelId: "settings.branding.sidebarLogoType" },
  { path: "brandPalette.login.logoType", labelId: "settings.branding.loginLogoType" },
] as const;

/** Which of the two logos the sidebar (and top bar) and the login page show. */
export function LogoTypeFields({ form }: { form: UseFormReturnType<BrandingValues> }) {
  const intl = useIntl();
  return (
    <FormSection titleId="settings.branding.section.logoType">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {PLACES.map(({ path, labelId }) => (
          <Radio.Group key={path} label={intl.formatMessage({ id: labelId })} {...form.getInputProps(path)}>
            <Group mt="xs">
              {LOGO_TYPES.map((type) => (
                <Radio
                  key={type}
                  value={type}
                  label={intl.formatMessage({ id: `settings.branding.logoType.${type}` })}
                />
              ))}
            </Group>
          </Radio.Group>
        ))}
      </SimpleGrid>
    </FormSection>
  );
}
