/** The startup-applications feature's door: the startup file's tab page(s), loaded when opened. */
export const applicationsTabPage = () => import("./routes/applications-tab.route.tsx");
