import type { ReactNode } from "react";
import { englishMessages } from "../../../test/english-messages.ts";
import { type RenderPageOptions, renderPage } from "../../../test/render-page.tsx";
import english from "../locales/en.json";

/** A page in English with the renderer's own texts (they load with it, not with the area). */
export function renderWithFormTexts(page: ReactNode, options: RenderPageOptions = {}) {
  return renderPage(page, {
    ...options,
    language: options.language ?? { locale: "en", messages: { ...englishMessages, ...english } },
  });
}
