/** The startup-export feature's door: the startup file's tab page(s), loaded when opened. */
export const exportTabPage = () => import("./routes/export-tab.route.tsx");
