export { profileImagesFeature } from "./feature.ts";
