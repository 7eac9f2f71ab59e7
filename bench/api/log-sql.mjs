// Preloaded into both servers by bench/api.mjs: counts the statements node-postgres sends
// (SIGUSR2 prints `SQLCOUNT <n>` on stderr, so the bench can tell how many one request
// costs on each side), and with BENCH_LOG_SQL set (`node bench/api.mjs --capture`) prints
// each statement with its parameters as one JSON line: it is how bench/api/bare.mjs got
// its SQL.
import pg from "pg";

let count = 0;
process.on("SIGUSR2", () => process.stderr.write(`SQLCOUNT ${count}\n`));
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function counted(config, values, callback) {
  const text = typeof config === "string" ? config : config?.text;
  count++;
  if (process.env.BENCH_LOG_SQL && text) {
    const params =
      typeof config === "object" && config?.values
        ? config.values
        : Array.isArray(values)
          ? values
          : undefined;
    process.stderr.write(`SQL ${JSON.stringify({ text, values: params })}\n`);
  }
  return query.call(this, config, values, callback);
};
