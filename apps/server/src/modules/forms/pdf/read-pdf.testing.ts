import type { Readable } from "node:stream";

/** Test helper: the text of each page of a PDF, as pdf.js extracts it (a reader's copy and paste). */
export async function pdfPages(data: Uint8Array): Promise<string[]> {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const doc = await pdfjs.getDocument({
    data: new Uint8Array(data),
    useSystemFonts: false,
    isEvalSupported: false,
  }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    pages.push(
      content.items.map((item) => ("str" in item ? `${item.str}${item.hasEOL ? "\n" : ""}` : "")).join(""),
    );
  }
  await doc.destroy();
  return pages;
}

/** Reads a stream to its end. */
export async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

type StructNode = { role?: string; alt?: string; children?: StructNode[] };

/** Test helper: the structure roles of each page of a tagged PDF, depth first ("Document", "H1", "Lbl:Selected" with its Alt…). */
export async function pdfRoles(data: Uint8Array): Promise<string[][]> {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const doc = await pdfjs.getDocument({ data: new Uint8Array(data), isEvalSupported: false }).promise;
  const pages: string[][] = [];
  const walk = (node: StructNode, roles: string[]) => {
    if (node.role) roles.push(node.alt ? `${node.role}:${node.alt}` : node.role);
    for (const child of node.children ?? []) walk(child, roles);
  };
  for (let n = 1; n <= doc.numPages; n++) {
    const roles: string[] = [];
    walk(((await (await doc.getPage(n)).getStructTree()) ?? {}) as StructNode, roles);
    pages.push(roles);
  }
  await doc.destroy();
  return pages;
}
