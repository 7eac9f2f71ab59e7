import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { Plugin } from "vite";

/** What is worth compressing: text the browser downloads (not images, fonts or source maps). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every compressible file of the build,
 * once at build time, so that the server sends them as they are (@fastify/static
 * `preCompressed`) instead of compressing each answer. A copy is kept only when smaller.
 */
export function precompressPlugin(): Plugin {
  let outDir = "dist";
  return {
    name: "launchpad-precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      // A failed build wrote nothing: leave its error as the one reported.
      if (fs.existsSync(outDir)) precompressDirectory(outDir);
    },
  };
}

export function precompressDirectory(dir: string): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      precompressDirectory(file);
      continue;
    }
    if (!COMPRESSIBLE.test(entry.name)) continue;
    const content = fs.readFileSync(file);
    if (content.length < MIN_BYTES) continue;
    const brotli = zlib.brotliCompressSync(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    if (brotli.length < content.length) fs.writeFileSync(`${file}.br`, brotli);
    const gzip = zlib.gzipSync(content, { level: zlib.constants.Z_BEST_COMPRESSION });
    if (gzip.length < content.length) fs.writeFileSync(`${file}.gz`, gzip);
  }
}
