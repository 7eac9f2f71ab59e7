import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { LOCALES } from "@launchpad/domain";
import { GraphQLError } from "graphql";
import { createIntl } from "react-intl";
import { describe, expect, it } from "vitest";
import { englishMessages } from "../../test/english-messages.ts";
import { messagesOf } from "../../test/locale-messages.ts";
import { readApiFailure } from "./api-failure.ts";

/** What the server answers for a refused booking note and e-mail (docs/api.md, field error codes). */
const refusal = () =>
  new CombinedGraphQLErrors({
    errors: [
      new GraphQLError("Too big: expected string to have <=1000 characters", {
        extensions: {
          name: "ValidationError",
          fields: {
            description: "Too big: expected string to have <=1000 characters",
            email: "email is not a valid email",
            hostIds: "You cannot book a session with yourself",
          },
          fieldErrors: [
            { path: "description", code: "TOO_LONG", params: { max: 1000 } },
            { path: "email", code: "INVALID_EMAIL" },
            { path: "hostIds", code: "INVALID" },
          ],
        },
      }),
    ],
  });

describe("readApiFailure", () => {
  const english = createIntl({ locale: "en", messages: englishMessages });

  it("says each coded field in spec-1 §5's words, with the form's label when it gives one", () => {
    const failure = readApiFailure(refusal(), english, (path) => (path === "description" ? "Notes" : null));
    expect(failure.fields).toEqual({
      description: "Notes must be less than or equal to 1,000 characters",
      email: "This field is not a valid email",
      hostIds: "You cannot book a session with yourself",
    });
    expect(failure.message).toBe("Notes must be less than or equal to 1,000 characters");
  });

  it("says the hosts' refusals with their parameters, in French too", async () => {
    const hostRefusal = new CombinedGraphQLErrors({
      errors: [
        new GraphQLError("Carl Coachman does not offer 20-minute meetings", {
          extensions: {
            name: "ValidationError",
            fields: { durationInMinutes: "Carl Coachman does not offer 20-minute meetings" },
            fieldErrors: [
              {
                path: "durationInMinutes",
                code: "DURATION_NOT_OFFERED",
                params: { host: "Carl Coachman", minutes: 20 },
              },
            ],
          },
        }),
      ],
    });
    const french = createIntl({ locale: "fr", messages: await messagesOf("fr") });
    expect(readApiFailure(hostRefusal, french).message).toBe(
      "Carl Coachman ne propose pas de rendez-vous de 20 minutes",
    );
  });

  it("keeps the server's words without intl (callers that only log)", () => {
    expect(readApiFailure(refusal()).fields.email).toBe("email is not a valid email");
  });

  it.each(LOCALES.filter((locale) => locale !== "en"))(
    "never shows the server's English in %s",
    async (locale) => {
      const intl = createIntl({
        locale: locale.replace("_", "-"),
        messages: await messagesOf(locale),
      });
      const failure = readApiFailure(refusal(), intl);
      expect(failure.fields.description).not.toMatch(/Too big|characters/);
      expect(failure.fields.description).toContain(intl.formatNumber(1000));
      expect(failure.fields.email).not.toBe("email is not a valid email");
      expect(failure.message).toBe(failure.fields.description);
    },
  );
});
