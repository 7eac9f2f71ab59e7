import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, redact } from "./config.ts";

describe("loadConfig", () => {
  it("has working defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      defaultIncubator: "demo",
      databaseUrl: undefined,
      nodeEnv: "development",
    });
    expect(config.dataDir).toBe(path.resolve("./data"));
  });

  it("treats empty values as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: "" })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it.each([
    [{ PORT: "-1" }, "PORT"],
    [{ PORT: "3.5" }, "PORT"],
    [{ DATABASE_URL: "not a url" }, "DATABASE_URL"],
    [{ REDIS_URL: "http://x" }, "REDIS_URL"],
    [{ DEFAULT_INCUBATOR: "Not A Slug" }, "DEFAULT_INCUBATOR"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL"],
    [{ TRUST_PROXY: "maybe" }, "TRUST_PROXY"],
    [{ CORS_ORIGINS: "https://app.example.com/path" }, "CORS_ORIGINS"],
    [{ CORS_ORIGINS: "ftp://app.example.com" }, "CORS_ORIGINS"],
    [{ CORS_ORIGINS: "*" }, "CORS_ORIGINS"],
    [{ S3_BUCKET: "b", S3_ENDPOINT: "s3.example.com" }, "S3_BUCKET"],
    [{ S3_BUCKET: "uploads", S3_ENDPOINT: "ftp://s3.example.com" }, "S3_ENDPOINT"],
  ])("names the variable in error for %o", (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration: ${name} `));
  });

  it("reads CORS_ORIGINS as a list of origins", () => {
    expect(loadConfig({}).corsOrigins).toEqual([]);
    expect(
      loadConfig({ CORS_ORIGINS: "https://app.example.com/, http://localhost:5173" }).corsOrigins,
    ).toEqual(["https://app.example.com", "http://localhost:5173"]);
  });

  it("keeps uploads on the disk unless S3_BUCKET names a bucket", () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(
      loadConfig({ S3_BUCKET: "uploads", S3_ENDPOINT: "http://127.0.0.1:9000", S3_FORCE_PATH_STYLE: "true" })
        .s3,
    ).toEqual({
      bucket: "uploads",
      region: "us-east-1",
      endpoint: "http://127.0.0.1:9000",
      forcePathStyle: true,
      accessKeyId: undefined,
      secretAccessKey: undefined,
      prefix: "",
    });
  });

  it("never prints a password", () => {
    expect(() => loadConfig({ DATABASE_URL: "mysql://u:topsecret@h/db" })).toThrow(/\*\*\*/);
    expect(redact("postgres://u:pw@h:5432/db")).toBe("postgres://u:***@h:5432/db");
  });
});
