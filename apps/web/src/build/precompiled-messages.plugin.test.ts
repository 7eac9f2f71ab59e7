import { describe, expect, it } from "vitest";
import { precompiledMessagesPlugin, precompileMessages } from "./precompiled-messages.plugin.ts";

type Transform = (code: string, id: string) => { code: string } | null;
const transform = precompiledMessagesPlugin().transform as unknown as Transform;

describe("precompiled messages", () => {
  it("parses each message as react-intl would", () => {
    expect(precompileMessages({ hello: "Hello {name}", done: "Done" }, "en.json")).toEqual({
      hello: [
        { type: 0, value: "Hello " },
        { type: 1, value: "name" },
      ],
      done: [{ type: 0, value: "Done" }],
    });
  });

  it("fails the build on a message that is not ICU, naming it and its file", () => {
    expect(() => precompileMessages({ broken: "{count, plural, one {#}" }, "src/locales/fr.json")).toThrow(
      /src\/locales\/fr\.json: the message "broken"/,
    );
  });

  it("compiles the message catalogues only", () => {
    const catalogue = '{"a":"A"}';
    expect(transform(catalogue, "/app/src/locales/en.json")?.code).toBe('{"a":[{"type":0,"value":"A"}]}');
    expect(transform(catalogue, "/app/src/features/x/panel-locales/ja_JP.json")).not.toBeNull();
    expect(transform(catalogue, "/app/src/features/x/data/en.json")).toBeNull();
    expect(transform(catalogue, "/app/public/manifest.json")).toBeNull();
  });
});
