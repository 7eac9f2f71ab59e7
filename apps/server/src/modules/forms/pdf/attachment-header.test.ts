import { describe, expect, it } from "vitest";
import { attachmentHeader } from "./attachment-header.ts";

/** The PDF's Content-Disposition (RFC 6266): an ASCII fallback and the exact UTF-8 name. */
describe("attachmentHeader", () => {
  it.each([
    [
      "Programme feedback v1.pdf",
      `attachment; filename="Programme feedback v1.pdf"; filename*=UTF-8''Programme%20feedback%20v1.pdf`,
    ],
    [
      "تقييم v2.pdf",
      `attachment; filename="_____ v2.pdf"; filename*=UTF-8''%D8%AA%D9%82%D9%8A%D9%8A%D9%85%20v2.pdf`,
    ],
    [
      `Say "hi" 100% (draft) v1.pdf`,
      `attachment; filename="Say _hi_ 100_ (draft) v1.pdf"; filename*=UTF-8''Say%20%22hi%22%20100%25%20%28draft%29%20v1.pdf`,
    ],
    [
      "Q1/Q2\\review v3.pdf",
      `attachment; filename="Q1-Q2-review v3.pdf"; filename*=UTF-8''Q1-Q2-review%20v3.pdf`,
    ],
    // A right-to-left override would show "fdp.exe" as "exe.pdf": format characters go.
    [
      "invoice\u202Efdp.exe v1.pdf",
      `attachment; filename="invoicefdp.exe v1.pdf"; filename*=UTF-8''invoicefdp.exe%20v1.pdf`,
    ],
    ["\n\t", `attachment; filename="form.pdf"; filename*=UTF-8''form.pdf`],
  ])("%j", (name, header) => {
    expect(attachmentHeader(name)).toBe(header);
  });
});
