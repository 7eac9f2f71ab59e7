// Preloaded into both servers by bench/api.mjs: counts the statements node-postgres sends
// and sums their texts' hashes (SIGUSR2 prints `SQLCOUNT <n> <sum>` on stderr, so the bench
// can tell whether one request runs the same statements on each side), and with BENCH_LOG_SQL set (`node bench/api.mjs --capture`) prints
// each statement with its parameters as one JSON line: it is how bench/api/bare.mjs got
// its SQL.
import pg from "pg";

let count = 0;
/** The sum of the statements' text hashes: equal sums, same statements (in any order). */
let digest = 0;
const hash = (text) => {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
};
process.on("SIGUSR2", () => process.stderr.write(`SQLCOUNT ${count} ${digest}\n`));
const query = pg.Client.prototype.query;
/** Row-level security's switch of a pooled connection (decision 014): Launchpad's alone. */
const ENTER_TENANT = "select set_config('role'";
pg.Client.prototype.query = function counted(config, values, callback) {
  const text = typeof config === "string" ? config : config?.text;
  if (text?.startsWith(ENTER_TENANT)) return query.call(this, config, values, callback);
  count++;
  if (text) digest = (digest + hash(text)) >>> 0;
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
