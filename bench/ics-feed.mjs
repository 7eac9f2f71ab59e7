// External calendar feed benchmark (issue 6 "Busy time"): a 1.4 MB ICS feed — 5,000
// single events over two years and 100 weekly recurring ones with a VTIMEZONE — read by the
// feed loader. Reports the median first load (fetch answered at once, parse, expand two
// weeks: the loader's work on a cold cache, which runs on the event loop) and the median
// cached two-week read, compares them with bench/baselines.json and exits 1 on a regression
// beyond the allowed margin. Run: `npm run bench:feed`.
import fs from "node:fs";
import path from "node:path";
import { createFeedLoader } from "../apps/server/src/modules/calendar-feed/index.ts";

const RUNS = 9;
const baselines = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, "baselines.json"), "utf8"),
).icsFeed;

const DAY = 86_400_000;
const now = Date.UTC(2026, 10, 2, 9);
const stamp = (ms) => new Date(ms).toISOString().replace(/[-:]/g, "").replace(/\.\d+/, "");
const lines = [
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  "PRODID:-//bench//EN",
  "BEGIN:VTIMEZONE",
  "TZID:Europe/Berlin",
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0200",
  "DTSTART:19700329T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0100",
  "DTSTART:19701025T030000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];
for (let i = 0; i < 5_000; i++) {
  const start = now - 365 * DAY + i * ((730 * DAY) / 5_000);
  lines.push(
    "BEGIN:VEVENT",
    `UID:single-${i}@bench`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART:${stamp(start)}`,
    `DTEND:${stamp(start + 3_600_000)}`,
    `SUMMARY:Meeting number ${i} with a reasonably long title to look like a real calendar`,
    `DESCRIPTION:${"Agenda and notes. ".repeat(2)}`,
    "LOCATION:Room 4",
    "END:VEVENT",
  );
}
for (let i = 0; i < 100; i++) {
  lines.push(
    "BEGIN:VEVENT",
    `UID:weekly-${i}@bench`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART;TZID=Europe/Berlin:2024${String(1 + (i % 12)).padStart(2, "0")}0${1 + (i % 9)}T${String(8 + (i % 9)).padStart(2, "0")}0000`,
    "DURATION:PT45M",
    `RRULE:FREQ=WEEKLY;BYDAY=${["MO", "TU", "WE", "TH", "FR"][i % 5]}`,
    "SUMMARY:Weekly",
    "END:VEVENT",
  );
}
lines.push("END:VCALENDAR");
const body = lines.join("\r\n");

const loader = createFeedLoader({
  fetch: async () => new Response(body, { status: 200, headers: { "content-type": "text/calendar" } }),
  lookup: async () => ["93.184.216.34"],
  now: () => now,
});
const url = "https://calendar.example/bench.ics";
const window = [now, now + 14 * DAY];
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const first = [];
const cached = [];
let busy = 0;
for (let run = 0; run < RUNS; run++) {
  loader.clear();
  let t0 = performance.now();
  const result = await loader.busy(url, ...window, "Europe/Berlin");
  first.push(performance.now() - t0);
  if (!result.ok) throw new Error(result.error);
  busy = result.busy.length;
  t0 = performance.now();
  await loader.busy(url, ...window, "Europe/Berlin");
  cached.push(performance.now() - t0);
}
const report = {
  feedBytes: Buffer.byteLength(body),
  busyIntervalsInTwoWeeks: busy,
  firstLoadMedianMs: Math.round(median(first)),
  cachedTwoWeeksMedianMs: Math.round(median(cached) * 10) / 10,
};
console.log(JSON.stringify(report, null, 2));
const limit = (base) => base * (1 + baselines.allowedRegression);
const regressions = [
  ["firstLoadMedianMs", report.firstLoadMedianMs, baselines.firstLoadMedianMs],
  ["cachedTwoWeeksMedianMs", report.cachedTwoWeeksMedianMs, baselines.cachedTwoWeeksMedianMs],
].filter(([, value, base]) => value > limit(base));
for (const [name, value, base] of regressions) console.error(`${name}: ${value} ms, baseline ${base} ms`);
process.exit(regressions.length > 0 ? 1 : 0);
