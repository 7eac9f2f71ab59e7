import { Text } from "@mantine/core";
import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";

/**
 * A field's label with spec-1 §5's '[Optional]' marker (in the user's language): every
 * form marks its optional fields through this one component, as the field's `label`
 * (`label={<OptionalLabel>{label("…")}</OptionalLabel>}`). Required fields carry no mark;
 * a field required only while a switch is on is not marked either.
 */
export function OptionalLabel({ children }: { children: ReactNode }) {
  return (
    <>
      {children}{" "}
      <Text component="span" inherit fw={400} data-optional-marker>
        <FormattedMessage id="form.optional" />
      </Text>
    </>
  );
}
