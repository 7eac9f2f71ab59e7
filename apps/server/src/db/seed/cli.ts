import { loadConfig } from "../../config.ts";
import { createDatabase } from "../client.ts";
import { resetDatabase, seedDemo } from "./seed.ts";

/** `npm run seed` adds what is missing of the demo data; `-- --reset` rebuilds it from scratch. */
const reset = process.argv.includes("--reset");
const config = loadConfig();
const database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  if (reset) await resetDatabase(database.db);
  await seedDemo(database.db);
  console.log(reset ? "Demo data rebuilt." : "Demo data is in place.");
} finally {
  await database.close();
}
