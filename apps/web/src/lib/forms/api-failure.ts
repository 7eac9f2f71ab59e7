import { CombinedGraphQLErrors } from "@apollo/client/errors";

/**
 * What a refused request tells a form (docs/api.md): the error's name, its message and,
 * for a ValidationError, the message of each input path ("customLogin.url").
 */
export type ApiFailure = {
  name: string | null;
  message: string;
  fields: Readonly<Record<string, string>>;
};

export function readApiFailure(error: unknown): ApiFailure {
  if (CombinedGraphQLErrors.is(error)) {
    const extensions = error.errors[0]?.extensions ?? {};
    return {
      name: typeof extensions.name === "string" ? extensions.name : null,
      message: error.errors.map((entry) => entry.message).join(". "),
      fields: isStringRecord(extensions.fields) ? extensions.fields : {},
    };
  }
  return { name: null, message: error instanceof Error ? error.message : String(error), fields: {} };
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === "object" &&
    value !== null &&
    Object.values(value).every((entry) => typeof entry === "string")
  );
}

/**
 * Field messages sorted into the paths a form shows (an "input." prefix is dropped) and
 * the rest, which the page shows in an alert so that no refusal goes unexplained.
 */
export function splitFieldErrors(
  fields: Readonly<Record<string, string>>,
  formPaths: ReadonlySet<string>,
  rename: (path: string) => string = (path) => path,
): { own: Record<string, string>; other: string[] } {
  const own: Record<string, string> = {};
  const other: string[] = [];
  for (const [path, message] of Object.entries(fields)) {
    const field = rename(path.replace(/^input\./, ""));
    if (formPaths.has(field)) own[field] = message;
    else other.push(message);
  }
  return { own, other };
}

/** Every leaf path of a form's values ("customLogin.url", "label.0.value"), as Mantine names fields. */
export function leafPaths(values: unknown, prefix = ""): Set<string> {
  const paths = new Set<string>();
  const visit = (value: unknown, path: string) => {
    if (value !== null && typeof value === "object") {
      for (const [key, inner] of Object.entries(value)) visit(inner, path ? `${path}.${key}` : key);
    } else if (path) paths.add(path);
  };
  visit(values, prefix);
  return paths;
}
