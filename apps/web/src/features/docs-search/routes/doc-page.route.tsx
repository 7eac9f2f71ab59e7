import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { withChunkReload } from "../../../lib/chunk-reload.ts";
import { MissingPage } from "../../errors/index.ts";
import { DocPage } from "../components/doc-page.tsx";
import type { UserDoc } from "../lib/user-doc.ts";

const loadPages = withChunkReload(() => import("virtual:user-docs-pages"));

/** /docs/:slug — a page of docs/user/, or the 404 page when no page has that name. */
export async function loader({ params }: LoaderFunctionArgs): Promise<UserDoc | null> {
  const { docs } = await loadPages();
  return docs.find((doc) => doc.slug === params.slug) ?? null;
}

export function Component() {
  const doc = useLoaderData<typeof loader>();
  return doc ? <DocPage doc={doc} /> : <MissingPage />;
}
