/**
 * A GraphQL document as text, for the public client (decision 022): graphql's own printer
 * would bring graphql (≈ 5 KB) into the first chunk, which Apollo Client otherwise takes
 * along with itself into the signed-in area's. Executable documents only (operations and
 * fragments, as codegen generates them); the output is compact, one line, and means the
 * same as graphql's `print` (print-document.test.ts compares them on every document of the
 * app).
 */

type Node = { kind: string; [key: string]: unknown };
type Named = { value: string };

const join = (parts: readonly (string | false | undefined | null)[], separator = " ") =>
  parts.filter(Boolean).join(separator);

function printNode(node: Node): string {
  // biome-ignore lint/suspicious/noExplicitAny: the fields of whichever kind of AST node this is
  const n = node as any;
  switch (node.kind) {
    case "Document":
      return (n.definitions as Node[]).map(printNode).join(" ");
    case "OperationDefinition": {
      const variables = n.variableDefinitions as Node[] | undefined;
      return join([
        n.operation,
        join(
          [
            (n.name as Named | undefined)?.value,
            variables?.length ? `(${variables.map(printNode).join(", ")})` : "",
          ],
          "",
        ),
        printDirectives(n.directives),
        printNode(n.selectionSet),
      ]);
    }
    case "VariableDefinition":
      return join([
        `${printNode(n.variable)}: ${printNode(n.type)}`,
        n.defaultValue && `= ${printNode(n.defaultValue)}`,
        printDirectives(n.directives),
      ]);
    case "FragmentDefinition":
      return join([
        `fragment ${(n.name as Named).value} on ${printNode(n.typeCondition)}`,
        printDirectives(n.directives),
        printNode(n.selectionSet),
      ]);
    case "SelectionSet":
      return `{ ${(n.selections as Node[]).map(printNode).join(" ")} }`;
    case "Field": {
      const args = n.arguments as Node[] | undefined;
      return join([
        join(
          [
            n.alias && `${(n.alias as Named).value}: `,
            (n.name as Named).value,
            args?.length ? `(${args.map(printNode).join(", ")})` : "",
          ],
          "",
        ),
        printDirectives(n.directives),
        n.selectionSet && printNode(n.selectionSet),
      ]);
    }
    case "FragmentSpread":
      return join([`...${(n.name as Named).value}`, printDirectives(n.directives)]);
    case "InlineFragment":
      return join([
        "...",
        n.typeCondition && `on ${printNode(n.typeCondition)}`,
        printDirectives(n.directives),
        printNode(n.selectionSet),
      ]);
    case "Argument":
    case "ObjectField":
      return `${(n.name as Named).value}: ${printNode(n.value)}`;
    case "Directive": {
      const args = n.arguments as Node[] | undefined;
      return `@${(n.name as Named).value}${args?.length ? `(${args.map(printNode).join(", ")})` : ""}`;
    }
    case "Variable":
      return `$${(n.name as Named).value}`;
    case "NamedType":
      return (n.name as Named).value;
    case "ListType":
      return `[${printNode(n.type)}]`;
    case "NonNullType":
      return `${printNode(n.type)}!`;
    case "IntValue":
    case "FloatValue":
    case "EnumValue":
      return n.value;
    case "StringValue":
      return JSON.stringify(n.value);
    case "BooleanValue":
      return n.value ? "true" : "false";
    case "NullValue":
      return "null";
    case "ListValue":
      return `[${(n.values as Node[]).map(printNode).join(", ")}]`;
    case "ObjectValue":
      return `{${(n.fields as Node[]).map(printNode).join(", ")}}`;
    default:
      throw new Error(`Cannot print a ${node.kind}`);
  }
}

function printDirectives(directives: unknown): string {
  const list = directives as Node[] | undefined;
  return list?.length ? list.map(printNode).join(" ") : "";
}

export function printDocument(document: { kind: string; definitions: readonly unknown[] }): string {
  return printNode(document as Node);
}
