import type { FileAnswer } from "@launchpad/domain/forms";
import { Button, Group, Text } from "@mantine/core";
import { useIntl } from "react-intl";
import classes from "../form-renderer.module.css";

/** The files of a file or video answer, each with its size and, while editable, a remove button. */
export function FileList({
  files,
  onRemove,
}: {
  files: readonly FileAnswer[];
  onRemove: ((id: string) => void) | null;
}) {
  const intl = useIntl();
  if (files.length === 0) return null;
  return (
    <ul className={classes.files}>
      {files.map((file) => (
        <li key={file.id}>
          <Group gap="sm" wrap="nowrap">
            <Text size="sm" className={classes.fileName}>
              <bdi>{file.name}</bdi>
            </Text>
            <Text size="xs" c="dimmed">
              {file.size < 1024 * 1024
                ? intl.formatNumber(Math.max(1, Math.round(file.size / 1024)), {
                    style: "unit",
                    unit: "kilobyte",
                  })
                : intl.formatNumber(file.size / 1024 / 1024, {
                    style: "unit",
                    unit: "megabyte",
                    maximumFractionDigits: 1,
                  })}
            </Text>
            {onRemove ? (
              <Button variant="subtle" color="red" size="xs" onClick={() => onRemove(file.id)}>
                {intl.formatMessage({ id: "formFill.file.remove" }, { name: file.name })}
              </Button>
            ) : null}
          </Group>
        </li>
      ))}
    </ul>
  );
}
