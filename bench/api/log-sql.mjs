// Preloaded into Launchpad by `node bench/api.mjs --capture`: every statement node-postgres
// sends, with its parameters, one JSON line on stderr while BENCH_LOG_SQL is set. It is how
// bench/api/bare.mjs got its SQL.
import pg from "pg";

const query = pg.Client.prototype.query;
pg.Client.prototype.query = function logged(config, values, callback) {
  const text = typeof config === "string" ? config : config?.text;
  const params =
    typeof config === "object" && config?.values ? config.values : Array.isArray(values) ? values : undefined;
  if (process.env.BENCH_LOG_SQL && text)
    process.stderr.write(`SQL ${JSON.stringify({ text, values: params })}\n`);
  return query.call(this, config, values, callback);
};
