import type { MatrixFile, PermissionCases, TenantCases } from "./matrix.ts";

/**
 * The matrix cases of every module, found by file name (`modules/<domain>/<domain>.matrix.ts`),
 * so that adding a module adds its cases without touching a shared list. Kept apart from
 * test/matrix.ts, whose types and helpers those files import, so that no import cycle runs.
 */
declare global {
  interface ImportMeta {
    /** Vite's glob import (Vitest runs the server's tests through Vite); tests only. */
    glob<T>(pattern: string, options: { eager: true }): Record<string, T>;
  }
}

const files = import.meta.glob<MatrixFile>("../modules/*/*.matrix.ts", { eager: true });

function gather<K extends keyof MatrixFile>(key: K): NonNullable<MatrixFile[K]> {
  const cases: Record<string, unknown> = {};
  const owners = new Map<string, string>();
  for (const [file, exports] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) {
    for (const [name, value] of Object.entries(exports[key] ?? {})) {
      const owner = owners.get(name);
      if (owner) throw new Error(`matrix case ${name} in both ${owner} and ${file}`);
      owners.set(name, file);
      cases[name] = value;
    }
  }
  return cases as NonNullable<MatrixFile[K]>;
}

/** Every module's permission cases. */
export function permissionCases(): PermissionCases {
  return gather("permissionCases");
}

/** Every module's tenant cases. */
export function tenantCases(): TenantCases {
  return gather("tenantCases");
}

/** The module files the cases came from (to check the glob found them). */
export function matrixFiles(): string[] {
  return Object.keys(files).sort();
}
