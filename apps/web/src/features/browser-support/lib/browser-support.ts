/**
 * spec-1 §9 and spec-2 §8: the oldest browsers the app accepts. Any Internet Explorer is
 * refused; on iOS every browser runs Apple's WebKit, so the iOS version decides (15); then
 * Safari 15, Firefox 93, Chrome 99 and Opera 85. A browser the rules do not name (Edge,
 * Samsung Internet, an unknown agent) is let in: refusing it would lock people out on a guess.
 */
import Bowser from "bowser";
import { MINIMUM_VERSIONS } from "./clearly-current.ts";

const { ios: MINIMUM_IOS, ...browsers } = MINIMUM_VERSIONS;
const AT_LEAST = Object.fromEntries(
  Object.entries(browsers).map(([name, version]) => [name, `>=${version}`]),
);

const major = (version: string | undefined) => Number.parseInt(version ?? "", 10);

export function isBrowserSupported(userAgent: string): boolean {
  const parser = Bowser.getParser(userAgent);
  if (parser.isBrowser("Internet Explorer", true)) return false;
  if (parser.isOS("iOS")) {
    const ios = major(parser.getOSVersion());
    return Number.isNaN(ios) || ios >= MINIMUM_IOS;
  }
  return parser.satisfies(AT_LEAST) !== false;
}
