import { describe, expect, it } from "vitest";
import { accepts, contentDisposition, sanitiseFileName } from "./file-rules.ts";

describe("file names", () => {
  it.each([
    ["../../etc/passwd", "passwd"],
    ["C:\\Users\\me\\report.pdf", "report.pdf"],
    ["in\u202egpj.exe", "ingpj.exe"],
    ["  a   b\t.pdf ", "a b.pdf"],
    ["...hidden", "hidden"],
    ['what?<>:"|*.txt', "what.txt"],
    ["\u0000\u0001", "file"],
    [undefined, "file"],
  ])("%j → %j", (raw, clean) => {
    expect(sanitiseFileName(raw)).toBe(clean);
  });

  it("keeps the extension when it cuts a long name to 180 characters", () => {
    const name = sanitiseFileName(`${"x".repeat(300)}.docx`);
    expect(name).toHaveLength(180);
    expect(name.endsWith("x.docx")).toBe(true);
  });

  it("sends a name with an ASCII fallback and its UTF-8 form", () => {
    expect(contentDisposition("attachment", 'Plan "é".pdf')).toBe(
      `attachment; filename="Plan ___.pdf"; filename*=UTF-8''Plan%20%22%C3%A9%22.pdf`,
    );
  });
});

describe("allow-lists", () => {
  it("accepts images for images, and documents for attachments, never HTML or SVG", () => {
    expect(accepts("image", "image/png")).toBe(true);
    expect(accepts("image", "application/pdf")).toBe(false);
    expect(accepts("document", "application/pdf")).toBe(true);
    expect(accepts("document", "image/jpeg")).toBe(true);
    expect(accepts("document", "text/html")).toBe(false);
    expect(accepts("image", "image/svg+xml")).toBe(false);
  });
});
