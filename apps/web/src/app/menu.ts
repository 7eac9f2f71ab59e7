import { assembleMenu } from "../features/navigation/index.ts";
import { FEATURES } from "./features.ts";

/** The side menu's entries (spec-1 §2), each brought by its feature, in their places and order. */
export const MENU = assembleMenu(FEATURES);
