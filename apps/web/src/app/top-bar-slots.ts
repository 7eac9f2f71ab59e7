import { assembleTopBar } from "../features/navigation/index.ts";
import { FEATURES } from "./features.ts";

/** The top bar's buttons brought by features (`topBar` in their feature.ts): tasks, notifications. */
export const TOP_BAR_SLOTS = assembleTopBar(FEATURES);
