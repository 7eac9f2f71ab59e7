import { createReadStream } from "node:fs";
import { copyFile, mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FileStorage } from "./file-storage.ts";

/** Files under `<root>` (DATA_DIR/attachments), one file per key; keys never leave the root. */
export function createLocalStorage(root: string, tmpDir: string): FileStorage {
  const resolvedRoot = path.resolve(root);
  const fileOf = (key: string) => {
    if (!/^[0-9a-f-]{36}\/[0-9a-f-]{36}(~[a-z]+\.webp)?$/.test(key))
      throw new Error(`bad storage key ${key}`);
    return path.join(resolvedRoot, key);
  };
  return {
    kind: "local",
    tmpDir,
    async putFile(key, from) {
      const to = fileOf(key);
      await mkdir(path.dirname(to), { recursive: true });
      // The temporary file is on the same disk (DATA_DIR/tmp) as a rule: a rename; else a copy.
      await rename(from, to).catch(async (error: NodeJS.ErrnoException) => {
        if (error.code !== "EXDEV") throw error;
        await copyFile(from, to);
      });
    },
    async putBuffer(key, body) {
      const to = fileOf(key);
      await mkdir(path.dirname(to), { recursive: true });
      const partial = `${to}.${process.pid}.partial`;
      await writeFile(partial, body);
      await rename(partial, to);
    },
    async get(key) {
      const file = fileOf(key);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      return { body: createReadStream(file), size: info.size };
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
