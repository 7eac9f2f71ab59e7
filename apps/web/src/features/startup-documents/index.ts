/** The startup-documents feature's door: the startup file's tab page(s), loaded when opened. */
export const documentsTabPage = () => import("./routes/documents-tab.route.tsx");
