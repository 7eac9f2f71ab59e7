import { describe, expect, it } from "vitest";
import { operationUri } from "./operation-uri.ts";

describe("operationUri", () => {
  it.each([
    { operationName: "IncubatorBranding", expected: "/graphql?operation=IncubatorBranding" },
    { operationName: "HomeIncubator", expected: "/graphql?operation=HomeIncubator" },
    { operationName: "Odd name&x=1", expected: "/graphql?operation=Odd%20name%26x%3D1" },
    { operationName: "", expected: "/graphql" },
    { operationName: undefined, expected: "/graphql" },
  ])("$operationName → $expected", ({ operationName, expected }) => {
    expect(operationUri({ operationName })).toBe(expected);
  });
});
