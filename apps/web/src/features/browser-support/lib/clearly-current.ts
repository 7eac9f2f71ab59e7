/**
 * The oldest versions spec-1 §9 lets in (browser-support.ts applies them with bowser), and the
 * agents the gate can let in without loading bowser, which would add ~10 KB (gzipped) to
 * every first page (issue 13): Chrome and Firefox from their minimum on, named by their own
 * token and by none of the products the rules judge apart (Opera, Internet Explorer, any
 * browser on iOS, whose WebKit decides). Anything else is left to bowser: this answers yes
 * only where browser-support.ts does too (browser-support.test.ts checks it).
 */
export const MINIMUM_VERSIONS = { safari: 15, firefox: 93, chrome: 99, opera: 85, ios: 15 } as const;

const JUDGED_APART = /OPR\/|Opera|OPiOS|Trident|MSIE|iPhone|iPad|iPod|CriOS|FxiOS|EdgiOS/;

export function isClearlyCurrent(userAgent: string): boolean {
  if (JUDGED_APART.test(userAgent)) return false;
  const chrome = /\bChrome\/(\d+)\./.exec(userAgent);
  if (chrome) return Number(chrome[1]) >= MINIMUM_VERSIONS.chrome;
  const firefox = /\bFirefox\/(\d+)\./.exec(userAgent);
  return firefox !== null && Number(firefox[1]) >= MINIMUM_VERSIONS.firefox;
}
