/** What other features use of the portfolio: a startup's connections with their hours balances. */
export { StartupConnectionsQuery } from "./api/startup-connections.query.ts";
export { ConnectionList } from "./components/connection-list.tsx";
export { StartupCofounders } from "./components/startup-cofounders.tsx";
export { useFormatMinutes } from "./hooks/use-format-minutes.ts";
export type { StartupConnection, StartupPerson } from "./lib/types.ts";
