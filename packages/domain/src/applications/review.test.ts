import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type AssignmentMode,
  assignEvaluators,
  type EvaluatorPair,
  normaliseScores,
  type ScoredEvaluation,
  seededRandom,
  seededShuffle,
} from "./review.ts";

const ev = (evaluatorId: string, applicationId: string, score: number): ScoredEvaluation => ({
  evaluatorId,
  applicationId,
  score,
});

describe("normaliseScores", () => {
  it.each([
    {
      name: "z-scores against each evaluator's own scale",
      // Harsh gives 2 and 4 (mean 3, sd 1); generous gives 8 and 10 (mean 9, sd 1).
      input: [ev("harsh", "a", 4), ev("harsh", "b", 2), ev("generous", "a", 10), ev("generous", "b", 8)],
      z: [1, -1, 1, -1],
      apps: [
        { applicationId: "a", count: 2, rawAverage: 7, normalisedScore: 1 },
        { applicationId: "b", count: 2, rawAverage: 5, normalisedScore: -1 },
      ],
    },
    {
      name: "one score only: z = 0 (the evaluator's scale is unknown)",
      input: [ev("solo", "a", 9)],
      z: [0],
      apps: [{ applicationId: "a", count: 1, rawAverage: 9, normalisedScore: 0 }],
    },
    {
      name: "all scores equal (sd 0): z = 0, not infinite",
      input: [ev("flat", "a", 5), ev("flat", "b", 5), ev("flat", "c", 5)],
      z: [0, 0, 0],
      apps: [
        { applicationId: "a", count: 1, rawAverage: 5, normalisedScore: 0 },
        { applicationId: "b", count: 1, rawAverage: 5, normalisedScore: 0 },
        { applicationId: "c", count: 1, rawAverage: 5, normalisedScore: 0 },
      ],
    },
    {
      name: "three scores (population sd)",
      // mean 4, sd sqrt(8/3)
      input: [ev("e", "a", 2), ev("e", "b", 4), ev("e", "c", 6)],
      z: [-2 / Math.sqrt(8 / 3), 0, 2 / Math.sqrt(8 / 3)],
      apps: [
        { applicationId: "a", count: 1, rawAverage: 2, normalisedScore: -2 / Math.sqrt(8 / 3) },
        { applicationId: "b", count: 1, rawAverage: 4, normalisedScore: 0 },
        { applicationId: "c", count: 1, rawAverage: 6, normalisedScore: 2 / Math.sqrt(8 / 3) },
      ],
    },
    { name: "nothing to normalise", input: [], z: [], apps: [] },
  ])("$name", ({ input, z, apps }) => {
    const out = normaliseScores(input);
    expect(out.evaluations.map((e) => e.zScore)).toEqual(z.map((v) => expect.closeTo(v, 9)));
    expect(out.applications).toEqual(
      apps.map((a) => ({
        ...a,
        rawAverage: expect.closeTo(a.rawAverage, 9),
        normalisedScore: expect.closeTo(a.normalisedScore, 9),
      })),
    );
  });

  it("ranks differently from the raw average when a harsh evaluator saw the better application", () => {
    // x is scored only by harsh (x 5, y 1, z 3): top of their scale; w only by generous (w 9, v 10, u 8): middle.
    const out = normaliseScores([
      ev("harsh", "x", 5),
      ev("harsh", "y", 1),
      ev("harsh", "z", 3),
      ev("generous", "w", 9),
      ev("generous", "v", 10),
      ev("generous", "u", 8),
    ]);
    const of = (id: string) => out.applications.find((a) => a.applicationId === id);
    expect(of("w")?.rawAverage).toBeGreaterThan(of("x")?.rawAverage as number);
    expect(of("x")?.normalisedScore).toBeGreaterThan(of("w")?.normalisedScore as number);
  });

  it("every evaluator's z-scores have mean 0 (property)", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            evaluatorId: fc.constantFrom("e1", "e2", "e3"),
            applicationId: fc.constantFrom("a", "b", "c", "d"),
            score: fc.integer({ min: 0, max: 10 }),
          }),
          { maxLength: 30 },
        ),
        (input) => {
          const out = normaliseScores(input);
          for (const id of ["e1", "e2", "e3"]) {
            const zs = out.evaluations.filter((e) => e.evaluatorId === id).map((e) => e.zScore);
            if (zs.length === 0) continue;
            expect(Number.isFinite(zs.reduce((s, x) => s + x, 0))).toBe(true);
            expect(Math.abs(zs.reduce((s, x) => s + x, 0) / zs.length)).toBeLessThan(1e-9);
          }
        },
      ),
    );
  });
});

describe("seeded shuffle", () => {
  it("is a permutation and deterministic for a seed", () => {
    const items = ["a", "b", "c", "d", "e", "f"];
    const one = seededShuffle(items, seededRandom(42));
    expect([...one].sort()).toEqual(items);
    expect(seededShuffle(items, seededRandom(42))).toEqual(one);
  });
});

const base = {
  applicationIds: ["a1", "a2", "a3"],
  evaluatorIds: ["e1", "e2", "e3", "e4"],
  perApplication: 2,
  existing: [] as EvaluatorPair[],
  conflicts: [] as EvaluatorPair[],
  workload: {} as Record<string, number>,
  seed: 7,
};

describe("assignEvaluators", () => {
  it("manual: every chosen evaluator on every chosen application, except current and conflicted", () => {
    const out = assignEvaluators({
      ...base,
      mode: "manual",
      applicationIds: ["a1", "a2"],
      evaluatorIds: ["e1", "e2"],
      existing: [{ applicationId: "a1", evaluatorId: "e1" }],
      conflicts: [{ applicationId: "a2", evaluatorId: "e2" }],
    });
    expect(out).toEqual([
      { applicationId: "a1", evaluatorId: "e2" },
      { applicationId: "a2", evaluatorId: "e1" },
    ]);
  });

  it("random: the same seed gives the same draw; existing ones count toward the target", () => {
    const input = {
      ...base,
      mode: "random" as const,
      existing: [{ applicationId: "a1", evaluatorId: "e3" }],
    };
    const one = assignEvaluators(input);
    expect(assignEvaluators(input)).toEqual(one);
    expect(one.filter((p) => p.applicationId === "a1")).toHaveLength(1);
    expect(one.some((p) => p.applicationId === "a1" && p.evaluatorId === "e3")).toBe(false);
    expect(one.filter((p) => p.applicationId === "a2")).toHaveLength(2);
  });

  it("balanced: the least loaded evaluators first", () => {
    const out = assignEvaluators({
      ...base,
      mode: "balanced",
      applicationIds: ["a1"],
      workload: { e1: 5, e2: 0, e3: 3, e4: 1 },
    });
    expect(out.map((p) => p.evaluatorId).sort()).toEqual(["e2", "e4"]);
  });

  it("never a conflicted evaluator, even when it leaves the application short", () => {
    const out = assignEvaluators({
      ...base,
      mode: "balanced",
      applicationIds: ["a1"],
      evaluatorIds: ["e1", "e2"],
      perApplication: 2,
      conflicts: [{ applicationId: "a1", evaluatorId: "e1" }],
    });
    expect(out).toEqual([{ applicationId: "a1", evaluatorId: "e2" }]);
  });

  it("nothing when the target is already met or per is 0", () => {
    expect(
      assignEvaluators({
        ...base,
        mode: "random",
        applicationIds: ["a1"],
        perApplication: 1,
        existing: [{ applicationId: "a1", evaluatorId: "e1" }],
      }),
    ).toEqual([]);
    expect(assignEvaluators({ ...base, mode: "balanced", perApplication: 0 })).toEqual([]);
  });

  const scenario = fc.record({
    apps: fc.integer({ min: 1, max: 12 }),
    evaluators: fc.integer({ min: 1, max: 6 }),
    per: fc.integer({ min: 1, max: 4 }),
    seed: fc.integer(),
    mode: fc.constantFrom<AssignmentMode>("random", "balanced"),
    existing: fc.array(fc.tuple(fc.nat(11), fc.nat(5)), { maxLength: 10 }),
    conflicts: fc.array(fc.tuple(fc.nat(11), fc.nat(5)), { maxLength: 10 }),
  });

  it("every application gets min(per, eligible) evaluators; never twice, never conflicted (property)", () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const applicationIds = Array.from({ length: s.apps }, (_, i) => `a${i}`);
        const evaluatorIds = Array.from({ length: s.evaluators }, (_, i) => `e${i}`);
        const pairs = (list: [number, number][]) =>
          list
            .filter(([a, e]) => a < s.apps && e < s.evaluators)
            .map(([a, e]) => ({ applicationId: `a${a}`, evaluatorId: `e${e}` }));
        const conflicts = pairs(s.conflicts);
        const key = (p: EvaluatorPair) => `${p.applicationId}/${p.evaluatorId}`;
        const conflictKeys = new Set(conflicts.map(key));
        const existing = [...new Map(pairs(s.existing).map((p) => [key(p), p])).values()].filter(
          (p) => !conflictKeys.has(key(p)),
        );
        const out = assignEvaluators({
          applicationIds,
          evaluatorIds,
          perApplication: s.per,
          mode: s.mode,
          existing,
          conflicts,
          workload: {},
          seed: s.seed,
        });
        const all = [...existing, ...out];
        expect(new Set(all.map(key)).size).toBe(all.length);
        for (const p of out) expect(conflictKeys.has(key(p))).toBe(false);
        for (const a of applicationIds) {
          const have = existing.filter((p) => p.applicationId === a).length;
          const eligible = evaluatorIds.filter(
            (e) => !conflictKeys.has(`${a}/${e}`) && !existing.some((p) => key(p) === `${a}/${e}`),
          ).length;
          const total = all.filter((p) => p.applicationId === a).length;
          expect(total).toBe(Math.max(have, Math.min(s.per, have + eligible)));
        }
      }),
    );
  });

  it("balanced with equal workloads and no conflicts spreads within 1 (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer(),
        (apps, evaluators, per, seed) => {
          const evaluatorIds = Array.from({ length: evaluators }, (_, i) => `e${i}`);
          const out = assignEvaluators({
            applicationIds: Array.from({ length: apps }, (_, i) => `a${i}`),
            evaluatorIds,
            perApplication: per,
            mode: "balanced",
            existing: [],
            conflicts: [],
            workload: {},
            seed,
          });
          const loads = evaluatorIds.map((e) => out.filter((p) => p.evaluatorId === e).length);
          expect(Math.max(...loads) - Math.min(...loads)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});
