import { Anchor, Code } from "@mantine/core";
import { Link } from "react-router";
import { resolveDocHref } from "../lib/doc-href.ts";
import type { Inline } from "../lib/markdown/markdown-types.ts";

/** Inline nodes as React elements: text is always text, never markup. */
export function MarkdownInline({ nodes }: { nodes: readonly Inline[] }) {
  // biome-ignore lint/suspicious/noArrayIndexKey: the nodes of a static text never move.
  return nodes.map((node, index) => <InlineNode key={index} node={node} />);
}

function InlineNode({ node }: { node: Inline }) {
  switch (node.type) {
    case "text":
      return node.text;
    case "code":
      return <Code>{node.text}</Code>;
    case "strong":
      return (
        <strong>
          <MarkdownInline nodes={node.children} />
        </strong>
      );
    case "em":
      return (
        <em>
          <MarkdownInline nodes={node.children} />
        </em>
      );
    case "link":
      return <MarkdownLink href={node.href} nodes={node.children} />;
  }
}

function MarkdownLink({ href, nodes }: { href: string; nodes: readonly Inline[] }) {
  const target = resolveDocHref(href);
  const label = <MarkdownInline nodes={nodes} />;
  if (!target) return label;
  if (target.kind === "page") {
    return (
      <Anchor component={Link} to={target.to} inherit>
        {label}
      </Anchor>
    );
  }
  return (
    <Anchor href={target.href} target="_blank" rel="noopener noreferrer" inherit>
      {label}
    </Anchor>
  );
}
