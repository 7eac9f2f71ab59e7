import { describe, expect, it } from "vitest";
import { downloadName } from "./download-name.ts";

describe("downloadName", () => {
  it("keeps the uploaded file's extension on a renamed document", () => {
    expect(downloadName("Pitch deck", "deck-v3.pdf")).toBe("Pitch deck.pdf");
    expect(downloadName("Pitch deck.PDF", "deck-v3.pdf")).toBe("Pitch deck.PDF");
    expect(downloadName("Notes", null)).toBe("Notes");
    expect(downloadName("Notes", "README")).toBe("Notes");
  });
});
