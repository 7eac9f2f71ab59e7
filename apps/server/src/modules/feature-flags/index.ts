/** The feature-flags module's door: the incubator's flags over the defaults. */
export { featureFlags } from "./feature-flags.service.ts";
