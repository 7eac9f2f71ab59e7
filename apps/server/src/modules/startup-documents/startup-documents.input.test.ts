import { describe, expect, it } from "vitest";
import {
  addDocumentsInput,
  documentNameOf,
  folderInput,
  updateDocumentInput,
} from "./startup-documents.input.ts";

describe("the documents' input rules", () => {
  it("names a document after its file, cut to 100 characters with its extension kept", () => {
    expect(documentNameOf("  deck.pdf ")).toBe("deck.pdf");
    expect(documentNameOf("")).toBe("file");
    const long = `${"a".repeat(150)}.pptx`;
    expect(documentNameOf(long)).toBe(`${"a".repeat(95)}.pptx`);
    expect(documentNameOf("b".repeat(120))).toBe("b".repeat(100));
  });

  it("trims names, requires them and caps them at 100 characters", () => {
    expect(folderInput.parse({ name: "  Legal " })).toEqual({ name: "Legal" });
    expect(folderInput.safeParse({ name: "   " }).success).toBe(false);
    expect(folderInput.safeParse({ name: "x".repeat(101) }).success).toBe(false);
    expect(updateDocumentInput.safeParse({ name: "Deck", description: "d".repeat(1001) }).success).toBe(
      false,
    );
  });

  it("adds 1 to 20 uploads at once", () => {
    expect(addDocumentsInput.safeParse({ attachmentIds: [] }).success).toBe(false);
    expect(addDocumentsInput.safeParse({ attachmentIds: Array(21).fill("a") }).success).toBe(false);
    expect(addDocumentsInput.safeParse({ attachmentIds: ["a"], folderId: null }).success).toBe(true);
  });
});
