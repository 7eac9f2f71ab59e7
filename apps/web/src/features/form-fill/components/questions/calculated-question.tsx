import { Text } from "@mantine/core";
import { useId } from "react";
import { useIntl } from "react-intl";
import classes from "../form-renderer.module.css";

/** calculated: the evaluator's value, read only, announced politely when it changes. */
export function CalculatedQuestion({
  label,
  description,
  value,
  decimals,
}: {
  label: React.ReactNode;
  description: string;
  value: number | null | undefined;
  decimals: number;
}) {
  const intl = useIntl();
  const id = useId();
  return (
    <div className={classes.group}>
      <Text id={id} className={classes.legend}>
        {label}
      </Text>
      {description ? (
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      ) : null}
      <output
        aria-labelledby={id}
        aria-live="polite"
        className={classes.calculated}
        data-testid="calculated-value"
      >
        {typeof value === "number"
          ? intl.formatNumber(value, { maximumFractionDigits: decimals })
          : intl.formatMessage({ id: "formFill.calculated.none" })}
      </output>
    </div>
  );
}
