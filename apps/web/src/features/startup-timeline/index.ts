/** The startup-timeline feature's door: the startup file's tab page(s), loaded when opened. */
export const activitiesTabPage = () => import("./routes/activities-tab.route.tsx");
