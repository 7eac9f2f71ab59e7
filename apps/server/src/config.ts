import path from "node:path";
import { isValidSlug } from "@launchpad/domain";
import { z } from "zod";

const postgresUrl = z
  .string()
  .refine((value) => URL.canParse(value) && /^postgres(ql)?:$/.test(new URL(value).protocol), {
    message: "must be a postgres:// or postgresql:// URL",
  });

const redisUrl = z
  .string()
  .refine((value) => URL.canParse(value) && /^rediss?:$/.test(new URL(value).protocol), {
    message: "must be a redis:// or rediss:// URL",
  });

/** A comma-separated list of values, blanks dropped: "a, b," → ["a", "b"]. */
const commaList = z
  .string()
  .default("")
  .transform((v) =>
    v
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
  );

const flag = z.enum(["true", "false", "1", "0", ""]).transform((value) => value === "true" || value === "1");

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce
    .number({ message: "must be a whole number" })
    .int({ message: "must be a whole number" })
    .min(0, { message: "must be between 0 and 65535" })
    .max(65535, { message: "must be between 0 and 65535" })
    .default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: postgresUrl.optional(),
  REDIS_URL: redisUrl.optional(),
  DEFAULT_INCUBATOR: z
    .string()
    .refine(isValidSlug, { message: "must be a lower-case slug such as 'demo'" })
    .default("demo"),
  WEB_DIST: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: flag.default(false),
  CORS_ORIGINS: commaList
    .refine((origins) => origins.every(isWebOrigin), {
      message: "must be origins such as https://app.example.com, separated by commas",
    })
    .transform((origins) => origins.map((origin) => new URL(origin).origin)),
  SEED_DEMO: flag.default(true),
  SEED_DEMO_COPIES: commaList.refine((slugs) => slugs.every(isValidSlug), {
    message: "must be lower-case slugs separated by commas",
  }),
  JWT_SECRET: z.string().min(32, { message: "must be at least 32 characters" }).optional(),
  JWT_TTL_HOURS: z.coerce
    .number({ message: "must be a number of hours" })
    .int({ message: "must be a whole number of hours" })
    .min(1, { message: "must be at least 1" })
    .max(24 * 90, { message: "must be at most 2160 (90 days)" })
    .default(24 * 7),
  SMTP_URL: z
    .string()
    .refine((value) => URL.canParse(value) && /^smtps?:$/.test(new URL(value).protocol), {
      message: "must be an smtp:// or smtps:// URL",
    })
    .optional(),
  MAIL_FROM: z.string().min(3).default("Launchpad <no-reply@launchpad.test>"),
  // Uploaded files (docs/attachments.md): DATA_DIR/attachments unless a bucket is named.
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ENDPOINT: z
    .string()
    .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
      message: "must be an http:// or https:// URL",
    })
    .optional(),
  S3_FORCE_PATH_STYLE: flag.default(false),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PREFIX: z.string().default(""),
  // A JSON file of hash → document: first-party documents trusted besides the web app's (decision 035).
  TRUSTED_DOCUMENTS_FILE: z.string().min(1).optional(),
});

export type Config = {
  nodeEnv: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  defaultIncubator: string;
  webDist: string;
  logLevel: z.infer<typeof envSchema>["LOG_LEVEL"];
  trustProxy: boolean;
  /** Web app origins, besides each tenant's own, that may call the API from a browser (CORS). */
  corsOrigins: string[];
  seedDemo: boolean;
  /** Slugs of extra copies of the demo tenant (parallel browser journeys, one per worker). */
  seedDemoCopies: string[];
  jwtSecret: string | undefined;
  jwtTtlHours: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The S3-compatible bucket for uploaded files; undefined: the local disk under dataDir. */
  s3: S3Config | undefined;
  /** First-party GraphQL documents trusted besides the web app's (graphql/trusted-documents.ts). */
  trustedDocumentsFile: string | undefined;
};

export type S3Config = {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  forcePathStyle: boolean;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  prefix: string;
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** An http(s) origin: scheme, host and optional port, nothing else (a trailing slash is allowed). */
function isWebOrigin(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return /^https?:$/.test(url.protocol) && value.replace(/\/$/, "").toLowerCase() === url.origin;
}

/** Empty strings count as unset, as shells and .env files often leave them. */
function withoutEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => !!entry[1]));
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? "environment");
    const shown = env[name] === undefined ? "" : ` (got ${JSON.stringify(redact(env[name] ?? ""))})`;
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? "is invalid"}${shown}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    defaultIncubator: e.DEFAULT_INCUBATOR,
    webDist: path.resolve(e.WEB_DIST ?? path.join(import.meta.dirname, "../../web/dist")),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    corsOrigins: e.CORS_ORIGINS,
    seedDemo: e.SEED_DEMO,
    seedDemoCopies: e.SEED_DEMO_COPIES,
    jwtSecret: e.JWT_SECRET,
    jwtTtlHours: e.JWT_TTL_HOURS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    trustedDocumentsFile: e.TRUSTED_DOCUMENTS_FILE,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          prefix: e.S3_PREFIX,
        }
      : undefined,
  };
}

/** Hides the password of a URL so that it can be printed. */
export function redact(value: string): string {
  if (!URL.canParse(value)) return value;
  const url = new URL(value);
  if (url.password) url.password = "***";
  return url.toString();
}
