import { ConfigError, loadConfig } from "../../config.ts";
import { createDatabase } from "../client.ts";
import { resetDatabase, seedDemo } from "./seed.ts";

/**
 * `npm run seed` (from the repository root, so DATA_DIR means what it means for
 * `npm start`) adds what is missing of the demo data; `-- --reset` rebuilds it.
 */
async function main() {
  const reset = process.argv.includes("--reset");
  const config = loadConfig();
  const database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }).catch(
    (error: Error) => {
      throw new ConfigError(`Cannot open the database: ${error.message}`);
    },
  );
  try {
    await database.migrate();
    if (reset) await resetDatabase(database.db);
    await seedDemo(database.db, config.seedDemoCopies);
    console.log(reset ? "Demo data rebuilt." : "Demo data is in place.");
  } finally {
    await database.close();
  }
}

main().catch((error: Error) => {
  console.error(error instanceof ConfigError ? error.message : (error.stack ?? error.message));
  process.exit(1);
});
