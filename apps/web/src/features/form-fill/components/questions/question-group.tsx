import { Box, Text } from "@mantine/core";
import { type ReactNode, useId } from "react";
import classes from "../form-renderer.module.css";

type QuestionGroupProps = {
  label: ReactNode;
  description: string;
  error: string | null;
  children: ReactNode;
  /** The group's own status text (a calculated value) needs no fieldset. */
  as?: "fieldset" | "div";
};

/**
 * A question made of several controls (choices, a scale, a table, files): a fieldset whose
 * legend is the question, its description and error tied to it with aria-describedby so that
 * a screen reader says them on entering the group (WCAG 1.3.1, 3.3.1).
 */
export function QuestionGroup({ label, description, error, children, as = "fieldset" }: QuestionGroupProps) {
  const id = useId();
  const describedBy = [description ? `${id}-description` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(" ");
  const Legend = as === "fieldset" ? "legend" : "div";
  return (
    <Box component={as} className={classes.group} aria-describedby={describedBy || undefined}>
      <Legend className={classes.legend}>{label}</Legend>
      {description ? (
        <Text id={`${id}-description`} size="sm" c="dimmed" className={classes.description}>
          {description}
        </Text>
      ) : null}
      {children}
      {error ? (
        <Text id={`${id}-error`} size="sm" c="red.8" className={classes.error}>
          {error}
        </Text>
      ) : null}
    </Box>
  );
}
