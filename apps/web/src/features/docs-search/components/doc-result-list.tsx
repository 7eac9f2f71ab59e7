import { Text, UnstyledButton } from "@mantine/core";
import type { KeyboardEvent, Ref } from "react";
import { Link } from "react-router";
import type { UserDocMeta } from "../lib/user-doc.ts";
import classes from "./doc-result-list.module.css";

/** Moves the focus to the n-th result link (the arrow keys walk the list). */
export function focusResult(list: HTMLUListElement | null, index: number): void {
  list?.querySelectorAll<HTMLAnchorElement>("a")[index]?.focus();
}

type DocResultListProps = {
  ref: Ref<HTMLUListElement>;
  results: readonly UserDocMeta[];
  onPick: () => void;
};

export function DocResultList({ ref, results, onPick }: DocResultListProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    const links = [...event.currentTarget.querySelectorAll("a")];
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    const next = at + (event.key === "ArrowDown" ? 1 : -1);
    if (next < 0 || next >= links.length) return;
    event.preventDefault();
    focusResult(event.currentTarget, next);
  };

  return (
    // The pages are written in English: their titles keep a left-to-right layout in Arabic.
    <ul className={classes.list} ref={ref} onKeyDown={onKeyDown} lang="en" dir="ltr">
      {results.map((page) => (
        <li key={page.slug}>
          <UnstyledButton
            component={Link}
            to={`/docs/${page.slug}`}
            onClick={onPick}
            className={classes.result}
          >
            <Text fw={600} size="sm">
              {page.title}
            </Text>
            <Text size="sm" c="dimmed" lineClamp={2}>
              {page.summary}
            </Text>
          </UnstyledButton>
        </li>
      ))}
    </ul>
  );
}
