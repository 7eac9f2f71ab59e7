import type { MailMessages } from "../../mail/index.ts";
import ar from "./locales/ar.json" with { type: "json" };
import de from "./locales/de.json" with { type: "json" };
import en from "./locales/en.json" with { type: "json" };
import es from "./locales/es.json" with { type: "json" };
import fr from "./locales/fr.json" with { type: "json" };
import id from "./locales/id.json" with { type: "json" };
import jaJP from "./locales/ja_JP.json" with { type: "json" };
import ko from "./locales/ko.json" with { type: "json" };
import pt from "./locales/pt.json" with { type: "json" };
import uk from "./locales/uk.json" with { type: "json" };

/** The events module's e-mail texts, one JSON file per locale, typed by English. */
export const messages: MailMessages<keyof typeof en> = { ar, de, en, es, fr, id, ja_JP: jaJP, ko, pt, uk };
