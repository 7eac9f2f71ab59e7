import { Group, Pagination } from "@mantine/core";
import { useIntl } from "react-intl";

type LabelledPaginationProps = {
  total: number;
  value: number;
  onChange: (page: number) => void;
  /** The name of the navigation landmark around it, if it is one. */
  label?: string;
};

/**
 * Mantine's pagination with a name on every control ("Next page", "Page 3"), which the
 * accessibility checks need (its arrows are icons); shown only when there is more than one page.
 */
export function LabelledPagination({ total, value, onChange, label }: LabelledPaginationProps) {
  const intl = useIntl();
  if (total <= 1) return null;
  return (
    <Group justify="center" {...(label ? { component: "nav" as const, "aria-label": label } : {})}>
      <Pagination
        total={total}
        value={Math.min(value, total)}
        onChange={onChange}
        getControlProps={(control) => ({
          "aria-label": intl.formatMessage({ id: `pagination.${control}` }),
        })}
        getItemProps={(page) => ({
          "aria-label": intl.formatMessage({ id: "pagination.number" }, { page }),
        })}
      />
    </Group>
  );
}
