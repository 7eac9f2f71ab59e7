import { EnvelopArmorPlugin } from "@escape.tech/graphql-armor";

/**
 * Limits on what one document may ask for. Spec-1's client never nests deeper than a
 * handful of levels nor aliases much; the numbers leave room for that and stop abuse
 * (deep recursion, alias amplification of sign-in attempts, huge documents).
 */
export const ARMOR_LIMITS = {
  maxDepth: 12,
  maxAliases: 15,
  maxDirectives: 50,
  maxTokens: 5000,
  maxCost: 5000,
} as const;

export function armorPlugin(production: boolean) {
  return EnvelopArmorPlugin({
    maxDepth: { n: ARMOR_LIMITS.maxDepth, ignoreIntrospection: true },
    // armor skips `__typename` aliases by default: 500 of them would still run.
    maxAliases: { n: ARMOR_LIMITS.maxAliases, allowList: [] },
    maxDirectives: { n: ARMOR_LIMITS.maxDirectives },
    maxTokens: { n: ARMOR_LIMITS.maxTokens },
    costLimit: { maxCost: ARMOR_LIMITS.maxCost, ignoreIntrospection: true },
    blockFieldSuggestion: { enabled: production },
  });
}
