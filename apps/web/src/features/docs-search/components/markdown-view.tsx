import { Blockquote, Code, List, Table, Text, Title } from "@mantine/core";
import type { Block } from "../lib/markdown/markdown-types.ts";
import { MarkdownInline } from "./markdown-inline.tsx";

/** A page's blocks with Mantine's components: no HTML from the page reaches the document. */
export function MarkdownView({ blocks }: { blocks: readonly Block[] }) {
  // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of a static page never move.
  return blocks.map((block, index) => <BlockNode key={index} block={block} />);
}

function BlockNode({ block }: { block: Block }) {
  switch (block.type) {
    case "heading":
      return (
        <Title
          order={block.level}
          // One step smaller than the browser's defaults: a help page, not a poster.
          size={`h${Math.min(block.level + 1, 6)}`}
          id={block.id}
          mt={block.level === 1 ? 0 : "lg"}
        >
          <MarkdownInline nodes={block.children} />
        </Title>
      );
    case "paragraph":
      return (
        <Text>
          <MarkdownInline nodes={block.children} />
        </Text>
      );
    case "list":
      return (
        <List type={block.ordered ? "ordered" : "unordered"} spacing={4}>
          {block.items.map((item, itemIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a static page; items never move.
            <List.Item key={itemIndex}>
              <MarkdownInline nodes={item} />
            </List.Item>
          ))}
        </List>
      );
    case "quote":
      return (
        <Blockquote p="sm">
          <MarkdownInline nodes={block.children} />
        </Blockquote>
      );
    case "code":
      return <Code block>{block.text}</Code>;
    case "table":
      return (
        <Table.ScrollContainer minWidth={320}>
          <Table withTableBorder striped>
            <Table.Thead>
              <Table.Tr>
                {block.head.map((cell, cellIndex) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns of a static table.
                  <Table.Th key={cellIndex}>
                    <MarkdownInline nodes={cell} />
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {block.rows.map((row, rowIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows of a static table.
                <Table.Tr key={rowIndex}>
                  {row.map((cell, cellIndex) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells of a static table.
                    <Table.Td key={cellIndex}>
                      <MarkdownInline nodes={cell} />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      );
  }
}
