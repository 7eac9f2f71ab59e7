import { lazyComponent } from "../../lib/lazy-component.tsx";

/**
 * The custom-fields feature's door (issue 16, docs/custom-fields.md): "Profile details" for a
 * person's profile page, in a chunk of its own (it brings the form renderer).
 */
export const ProfileDetails = lazyComponent(() =>
  import("./components/profile-details.tsx").then((m) => m.ProfileDetails),
);
/** The startup file's custom-fields tab (issue 18, lane G), loaded when opened. */
export const startupCustomFieldsPage = () => import("./routes/startup-custom-fields-tab.route.tsx");
