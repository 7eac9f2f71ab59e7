import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import PDFDocument from "pdfkit";
import { loadConfig } from "../../config.ts";
import { createFileStorage, type FileStorage } from "../attachments/index.ts";

/**
 * The demo documents' bytes, made by the seed (small files a user can download and open):
 * a PDF drawn with pdfkit, or text. The seed has no app around it, so the storage is the
 * one the configuration names (DATA_DIR or S3, as `npm start` and `npm run seed` use it);
 * a test run seeds into a temporary folder instead of the working copy's ./data.
 */
export type DemoFile = { name: string; contentType: string; pages?: string[]; text?: string };

export function demoStorage(): FileStorage {
  const config = loadConfig();
  if (config.nodeEnv !== "test") return createFileStorage(config);
  return createFileStorage({
    ...config,
    s3: undefined,
    dataDir: path.join(tmpdir(), "launchpad-demo-files"),
  });
}

/** Writes the file to a temporary path for storeGeneratedFile; the caller removes it (`done`). */
export async function writeDemoFile(
  dir: string,
  file: DemoFile,
): Promise<{ path: string; done: () => Promise<void> }> {
  await mkdir(dir, { recursive: true });
  const target = path.join(dir, `demo-${randomUUID()}`);
  if (file.pages) await writePdf(target, file.name, file.pages);
  else await writeFile(target, file.text ?? "", "utf8");
  return { path: target, done: () => rm(target, { force: true }) };
}

function writePdf(target: string, title: string, pages: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const pdf = new PDFDocument({ size: "A4", margin: 56, info: { Title: title, Author: "Launchpad demo" } });
    const out = createWriteStream(target);
    out.on("finish", () => resolve());
    out.on("error", reject);
    pdf.pipe(out);
    pages.forEach((page, index) => {
      if (index > 0) pdf.addPage();
      const [heading, ...lines] = page.split("\n");
      pdf
        .font("Helvetica-Bold")
        .fontSize(22)
        .text(heading ?? "", { paragraphGap: 16 });
      pdf.font("Helvetica").fontSize(12).text(lines.join("\n"), { lineGap: 4 });
    });
    pdf.end();
  });
}
