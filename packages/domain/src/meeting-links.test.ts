import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  assertMeetingLink,
  MeetingLinkError,
  type MeetingLinkErrorCode,
  type MeetingLinkProvider,
  meetingLinkProviderOf,
  meetingLinkSchema,
  parseMeetingLink,
} from "./meeting-links.ts";
import { fieldErrorOf, installFieldMessages } from "./validation.ts";

const accepted: [string, MeetingLinkProvider][] = [
  ["https://zoom.us/j/1234567890", "ZOOM"],
  ["https://us02web.zoom.us/j/85012345678?pwd=abc", "ZOOM"],
  ["https://ZOOM.US/j/1", "ZOOM"],
  ["https://zoom.com/j/1", "ZOOM"],
  ["https://acme.zoomgov.com/j/1", "ZOOM"],
  ["  https://zoom.us/my/room  ", "ZOOM"],
  ["https://teams.microsoft.com/l/meetup-join/19%3ameeting_x%40thread.v2/0", "MICROSOFT_TEAMS"],
  ["https://teams.live.com/meet/9400000000", "MICROSOFT_TEAMS"],
  ["https://gov.teams.microsoft.us/l/meetup-join/abc", "MICROSOFT_TEAMS"],
];

const refused: [string, MeetingLinkErrorCode][] = [
  ["", "REQUIRED"],
  ["   ", "REQUIRED"],
  ["http://zoom.us/j/1", "NOT_HTTPS"],
  ["HTTP://teams.microsoft.com/l/x", "NOT_HTTPS"],
  ["ftp://zoom.us/j/1", "NOT_HTTPS"],
  ["javascript:alert(1)", "NOT_HTTPS"],
  ["zoom.us/j/1", "INVALID_URL"],
  ["not a link", "INVALID_URL"],
  ["https://zoom.us/j/1 extra", "INVALID_URL"],
  ["https://meet.google.com/abc-defg-hij", "MEETING_LINK_PROVIDER"],
  ["https://example.com/zoom.us", "MEETING_LINK_PROVIDER"],
  ["https://zoom.us.evil.example/j/1", "MEETING_LINK_PROVIDER"],
  ["https://notzoom.us/j/1", "MEETING_LINK_PROVIDER"],
  ["https://microsoft.com/teams", "MEETING_LINK_PROVIDER"],
  ["https://zoom.us@evil.example/j/1", "MEETING_LINK_PROVIDER"],
  ["https://user:pass@zoom.us/j/1", "MEETING_LINK_PROVIDER"],
  ["https://zoom.us:8443/j/1", "MEETING_LINK_PROVIDER"],
  [`https://zoom.us/j/${"1".repeat(2000)}`, "TOO_LONG"],
];

describe("meeting links (spec-2 §5: https, ZOOM or MICROSOFT_TEAMS)", () => {
  it.each(accepted)("accepts %s as %s", (value, provider) => {
    expect(parseMeetingLink(value)).toEqual({ ok: true, provider, url: value.trim() });
    expect(meetingLinkProviderOf(value)).toBe(provider);
  });

  it.each(refused)("refuses %j with %s", (value, code) => {
    const result = parseMeetingLink(value, "location link");
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problem.code).toBe(code);
    expect(meetingLinkProviderOf(value)).toBeNull();
  });

  it("says each refusal in the spec's words", () => {
    const say = (value: string) => {
      const result = parseMeetingLink(value, "link");
      return result.ok ? null : result.message;
    };
    expect(say("http://zoom.us/j/1")).toBe("link must be a secure address starting with https://");
    expect(say("https://meet.google.com/x")).toBe("link must be a Zoom or Microsoft Teams link");
    expect(say("nope")).toBe("link is not a valid url");
    expect(say("")).toBe("link is a required field");
  });

  it("throws a typed error carrying the code", () => {
    expect(assertMeetingLink("https://zoom.us/j/1")).toEqual({
      provider: "ZOOM",
      url: "https://zoom.us/j/1",
    });
    try {
      assertMeetingLink("https://example.com/x");
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(MeetingLinkError);
      expect((error as MeetingLinkError).code).toBe("MEETING_LINK_PROVIDER");
    }
  });

  it("reports the code through zod, named by the field's path", () => {
    installFieldMessages();
    const schema = z.object({ location: z.object({ link: meetingLinkSchema }) });
    const result = schema.safeParse({ location: { link: "http://teams.microsoft.com/l/x" } });
    expect(result.success).toBe(false);
    const issue = result.error?.issues[0];
    expect(issue && fieldErrorOf(issue)).toEqual({ code: "NOT_HTTPS" });
    expect(issue?.message).toBe("link must be a secure address starting with https://");
    expect(schema.parse({ location: { link: " https://zoom.us/j/1 " } }).location.link).toBe(
      "https://zoom.us/j/1",
    );
  });
});
