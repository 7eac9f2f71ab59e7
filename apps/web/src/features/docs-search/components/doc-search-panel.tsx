import { Center, Loader, Stack, Text, TextInput, VisuallyHidden } from "@mantine/core";
import { type KeyboardEvent, useMemo, useRef, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useNavigate } from "react-router";
import text from "../../../components/text-wrap.module.css";
import { useDocSearch } from "../hooks/use-doc-search.ts";
import type { UserKind } from "../lib/user-kind.ts";
import { DocResultList, focusResult } from "./doc-result-list.tsx";
import { SearchIcon } from "./search-icon.tsx";

type DocSearchPanelProps = {
  /** Only the pages written for this kind of user are listed. */
  kind: UserKind;
  onPick: () => void;
};

/** The search box and what it finds: the reader's pages before typing, then the matches. */
export function DocSearchPanel({ kind, onPick }: DocSearchPanelProps) {
  const state = useDocSearch(kind);
  const [query, setQuery] = useState("");
  const intl = useIntl();
  const navigate = useNavigate();
  const listRef = useRef<HTMLUListElement>(null);
  const searchString = query.trim();

  const results = useMemo(() => {
    if (state.status !== "ready") return [];
    return searchString ? state.search(searchString) : state.pages;
  }, [state, searchString]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const first = results[0];
    if (event.key === "Enter" && first) {
      event.preventDefault();
      onPick();
      navigate(`/docs/${first.slug}`);
    } else if (event.key === "ArrowDown" && first) {
      event.preventDefault();
      focusResult(listRef.current, 0);
    }
  };

  return (
    // A long word without spaces (a search, a page's title) breaks rather than run out of the dialog.
    <Stack gap="md" className={text.wrap} data-testid="docs-search-panel">
      <TextInput
        data-autofocus
        aria-label={intl.formatMessage({ id: "docsSearch.title" })}
        placeholder={intl.formatMessage({ id: "docsSearch.placeholder" })}
        leftSection={<SearchIcon />}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        type="search"
        autoComplete="off"
      />
      {state.status === "loading" ? (
        <Center py="lg">
          <Loader type="dots" aria-label={intl.formatMessage({ id: "docsSearch.loading" })} />
        </Center>
      ) : null}
      {state.status === "failed" ? (
        <Text c="red" role="alert">
          <FormattedMessage id="docsSearch.loadFailed" />
        </Text>
      ) : null}
      {state.status === "ready" && searchString && results.length === 0 ? (
        <Stack gap={4} py="md" ta="center">
          <Text fw={600}>
            <FormattedMessage id="docsSearch.empty.title" />
          </Text>
          <Text c="dimmed" size="sm">
            <FormattedMessage
              id="docsSearch.empty.text"
              values={{ searchString: <bdi>{searchString}</bdi> }}
            />
          </Text>
        </Stack>
      ) : null}
      {results.length > 0 ? (
        <Stack gap="xs">
          {searchString ? null : (
            <Text size="xs" fw={600} c="dimmed" tt="uppercase">
              <FormattedMessage id="docsSearch.browse" />
            </Text>
          )}
          <DocResultList ref={listRef} results={results} onPick={onPick} />
        </Stack>
      ) : null}
      <VisuallyHidden aria-live="polite">
        {state.status === "ready" && searchString ? (
          <FormattedMessage id="docsSearch.count" values={{ count: results.length }} />
        ) : null}
      </VisuallyHidden>
    </Stack>
  );
}
