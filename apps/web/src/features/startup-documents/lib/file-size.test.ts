import { createIntl } from "react-intl";
import { describe, expect, it } from "vitest";
import { englishMessages as english } from "../../../test/english-messages.ts";
import { formatFileSize } from "./file-size.ts";

describe("formatFileSize", () => {
  const intl = createIntl({ locale: "en", messages: english });

  it("says bytes, kilobytes and megabytes with at most one decimal under ten", () => {
    expect(formatFileSize(intl, 820)).toBe("820 bytes");
    expect(formatFileSize(intl, 14 * 1024 + 300)).toBe("14 kB");
    expect(formatFileSize(intl, 2.44 * 1024 * 1024)).toBe("2.4 MB");
    expect(formatFileSize(intl, 25 * 1024 * 1024)).toBe("25 MB");
  });

  it("follows the user's language", () => {
    const de = createIntl({ locale: "de", messages: english });
    expect(formatFileSize(de, 2.44 * 1024 * 1024)).toBe("2,4 MB");
  });
});
