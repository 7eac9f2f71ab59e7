/**
 * The portfolio module's door: the startup portfolio (/coaching), a startup file's header and
 * a startup's connections with their hours balances.
 */
export type { StartupConnection } from "./connections.ts";
export { portfolio, startupConnections, startupFile } from "./portfolio.service.ts";
