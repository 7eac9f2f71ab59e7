/**
 * The applications dashboard's door (issue 17, lane G): the Excel export button that the
 * overview's header shows ({ filter }: the overview's filter). The dashboard page comes
 * through feature.ts.
 */
export { ExportApplicationsButton } from "./components/export-applications-button.tsx";
