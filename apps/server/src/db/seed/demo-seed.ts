import type { RoleType } from "@launchpad/domain";
import type { ServiceContext } from "../../service-context.ts";
import type { DemoOrganisation } from "./demo-data.ts";

/**
 * Ids of what the steps before have seeded in this tenant, by natural key: built-in roles by
 * type, people by the local part of their e-mail (`founder`), startups by name.
 */
export type DemoIds = {
  roles: Map<RoleType, string>;
  people: Map<string, string>;
  startups: Map<string, string>;
};

/** What a module's demo step gets: one tenant, inside that tenant's transaction. */
export type DemoSeedContext = ServiceContext & {
  /** The organisation being seeded (demo-data.ts). A copy (`demo2`) has `base: "demo"`. */
  organisation: DemoOrganisation;
  /** The demo password, hashed once per run. */
  passwordHash: string;
  ids: DemoIds;
};

/**
 * A module's demo data (its `module.ts` `demo`), written by `db/seed/seed.ts` for every demo
 * tenant. Every row is found by its natural key and created only when missing, so that
 * seeding twice changes nothing (docs/demo-data.md).
 */
export type DemoSeed = {
  /** The modules whose demo data this one needs first, by name. */
  after?: readonly string[];
  seed(ctx: DemoSeedContext): Promise<void>;
};

type Seeding = { name: string; demo?: DemoSeed };

/**
 * The modules with demo data, each after those it names in `after`, otherwise in the order
 * given. Throws on an unknown name or a cycle.
 */
export function demoSeedOrder<T extends Seeding>(modules: readonly T[]): (T & { demo: DemoSeed })[] {
  const seeding = modules.filter((m): m is T & { demo: DemoSeed } => m.demo !== undefined);
  const byName = new Map(seeding.map((m) => [m.name, m]));
  const ordered: (T & { demo: DemoSeed })[] = [];
  const state = new Map<string, "visiting" | "done">();
  const visit = (module: T & { demo: DemoSeed }, path: string[]) => {
    if (state.get(module.name) === "done") return;
    if (state.get(module.name) === "visiting")
      throw new Error(`Demo data cycle: ${[...path, module.name].join(" → ")}`);
    state.set(module.name, "visiting");
    for (const name of module.demo.after ?? []) {
      const before = byName.get(name);
      if (!before) throw new Error(`Demo data of ${module.name} comes after ${name}, which has none`);
      visit(before, [...path, module.name]);
    }
    state.set(module.name, "done");
    ordered.push(module);
  };
  for (const module of seeding) visit(module, []);
  return ordered;
}
