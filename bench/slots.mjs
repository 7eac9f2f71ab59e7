// Slot engine micro-benchmark (issue 6 "Performance"): the overlapping free slots of 20 hosts
// over 90 days with 2,000 busy intervals, in 5 zones with DST changes inside the window.
// Reports the median of RUNS calls (and the first, cold one), compares the median with
// bench/baselines.json and exits 1 on a regression beyond the allowed margin. The target is
// under 25 ms. Run: `npm run bench:slots` (imports the TypeScript source through tsx).
import fs from "node:fs";
import path from "node:path";
import { overlappingFreeSlots, presetWeeklyHours } from "../packages/domain/src/slots/index.ts";

const RUNS = 51;
const HOSTS = 20;
const DAYS = 90;
const BUSY = 2_000;
const baselines = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, "baselines.json"), "utf8")).slots;

// Deterministic pseudo-random numbers (mulberry32), so every run measures the same input.
let seed = 42;
function random() {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
}

const MINUTE = 60_000;
const start = Date.UTC(2025, 1, 15); // 90 days across the March DST changes
const window = { start, end: start + DAYS * 1440 * MINUTE };
const zones = ["America/New_York", "Europe/Berlin", "Europe/London", "Asia/Kolkata", "UTC"];
const hosts = Array.from({ length: HOSTS }, (_, i) => ({
  hostId: `host-${i}`,
  timeZone: zones[i % zones.length],
  // Every day, all hours, so that the hosts' free time overlaps whatever their zones.
  weeklyHours: presetWeeklyHours("ALL_HOURS"),
  overrides: [{ date: "2025-03-20", ranges: [{ startMinute: 600, endMinute: 900 }] }],
  minimumNoticeHours: i % 4,
  busy: Array.from({ length: BUSY / HOSTS }, () => {
    const from = window.start + Math.floor(random() * DAYS * 96) * 15 * MINUTE;
    return { start: from, end: from + (1 + Math.floor(random() * 8)) * 15 * MINUTE };
  }),
}));
const query = { now: window.start, window, durationMinutes: 30 };

const timings = [];
let slots = 0;
for (let run = 0; run < RUNS; run++) {
  const t0 = performance.now();
  slots = overlappingFreeSlots(hosts, query).length;
  timings.push(performance.now() - t0);
}
const cold = timings[0];
const median = [...timings].sort((a, b) => a - b)[Math.floor(RUNS / 2)];
const limit = baselines.overlapping20Hosts90DaysMedianMs * (1 + baselines.allowedRegression);
const verdict = median <= limit && median < 25 ? "ok" : "REGRESSION";
console.log(`${HOSTS} hosts, ${DAYS} days, ${BUSY} busy intervals → ${slots} overlapping slots`);
console.log(
  `median of ${RUNS} ${median.toFixed(2).padStart(7)} ms  (cold ${cold.toFixed(2)} ms; baseline ${baselines.overlapping20Hosts90DaysMedianMs}, limit ${limit.toFixed(1)}, target < 25) ${verdict}`,
);
process.exitCode = verdict === "ok" ? 0 : 1;
