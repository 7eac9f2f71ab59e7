import { Paper, Stack, Text, Title } from "@mantine/core";
import { useEffect, useMemo } from "react";
import { FormattedMessage } from "react-intl";
import { useLocation } from "react-router";
import { useLocale } from "../../../lib/i18n/locale-context.ts";
import { parseBlocks } from "../lib/markdown/parse-blocks.ts";
import type { UserDoc } from "../lib/user-doc.ts";
import classes from "./doc-page.module.css";
import { MarkdownView } from "./markdown-view.tsx";

/** One page of the user documentation, inside the shell. */
export function DocPage({ doc }: { doc: UserDoc }) {
  const blocks = useMemo(() => parseBlocks(doc.body), [doc.body]);
  const { locale } = useLocale();
  const { hash } = useLocation();
  const first = blocks[0];
  const hasOwnTitle = first?.type === "heading" && first.level === 1;

  // The router does not scroll to an anchor: links between pages may point at a section.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  return (
    <div className={classes.page}>
      {locale === "en" ? null : (
        <Text size="sm" c="dimmed" mb="sm">
          <FormattedMessage id="docs.englishOnly" />
        </Text>
      )}
      <Paper component="article" className={classes.article} withBorder radius="md" lang="en" dir="ltr">
        <Stack gap="sm">
          {hasOwnTitle ? null : <Title order={1}>{doc.title}</Title>}
          <MarkdownView blocks={blocks} />
        </Stack>
      </Paper>
    </div>
  );
}
