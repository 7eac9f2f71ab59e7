/** The milestones feature's door: the startup file's tab page(s), loaded when opened. */
export const milestonesTabPage = () => import("./routes/milestones-tab.route.tsx");
