import type { MockLink } from "@apollo/client/testing";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { GraphQLError } from "graphql";
import { describe, expect, it } from "vitest";
import { ToastStack } from "../../../components/feedback/toast-stack.tsx";
import { renderPage } from "../../../test/render-page.tsx";
import { AvailabilityQuery } from "../api/availability.query.ts";
import { AvailabilityHostQuery } from "../api/availability-host.query.ts";
import { UpdateAvailabilityMutation } from "../api/update-availability.mutation.ts";
import type { AvailabilityInput } from "../lib/availability-types.ts";
import { toAvailabilityInput, toAvailabilityValues } from "../lib/availability-values.ts";
import { availabilityFixture } from "../testing/availability-fixture.ts";
import { AvailabilityPage } from "./availability-page.tsx";

const availability = availabilityFixture();
const loaded = (userId: string | null = null, answer = availability): MockLink.MockedResponse => ({
  request: { query: AvailabilityQuery, variables: { userId } },
  result: { data: { availability: answer } },
});
const savedInput = toAvailabilityInput(toAvailabilityValues(availability)).input;

function saving(
  input: AvailabilityInput,
  result: MockLink.MockedResponse["result"],
  userId: string | null = null,
) {
  return { request: { query: UpdateAvailabilityMutation, variables: { userId, input } }, result };
}

function renderAvailability(mocks: MockLink.MockedResponse[], path = "/availability") {
  return renderPage(
    <>
      <AvailabilityPage />
      <ToastStack />
    </>,
    { mocks, path },
  );
}

const saveButton = () => screen.getByRole("button", { name: "Save changes" }) as HTMLButtonElement;
const field = (name: string | RegExp) =>
  screen.getByLabelText(name, { selector: "input" }) as HTMLInputElement;
const timeSelect = (name: string) => screen.getByLabelText(name, { selector: "select" }) as HTMLSelectElement;
/** The time a range's select shows. */
const time = (name: string) => timeSelect(name).selectedOptions[0]?.textContent;
const setTime = (name: string, hour: number) =>
  fireEvent.change(timeSelect(name), { target: { value: String(hour * 60) } });
const daySwitch = (day: string) => screen.getByRole("switch", { name: day }) as HTMLInputElement;

async function pick(label: string, option: string) {
  fireEvent.click(field(label));
  fireEvent.click(await screen.findByRole("option", { name: option }));
}

// A whole form renders slowly in jsdom, more so on a busy machine.
describe("AvailabilityPage", { timeout: 60_000 }, () => {
  it("shows the saved availability, with Save waiting for a change", async () => {
    renderAvailability([loaded()]);

    expect(await screen.findByRole("heading", { level: 1, name: "Availability" })).toBeTruthy();
    await screen.findByRole("switch", { name: "Monday" });
    expect(field("Time zone").value).toBe("Europe/Paris");
    expect(daySwitch("Monday").checked).toBe(true);
    expect(daySwitch("Saturday").checked).toBe(false);
    expect(time("Monday, range 1: start")).toBe("9:00 AM");
    expect(time("Monday, range 1: end")).toBe("12:00 PM");
    expect(time("Monday, range 2: start")).toBe("1:00 PM");
    expect(time("Monday, range 2: end")).toBe("5:00 PM");
    expect(screen.queryByLabelText("Saturday, range 1: start")).toBeNull();
    // English (United States) starts its week on Sunday.
    const days = screen
      .getAllByRole("switch")
      .slice(0, 7)
      .map((entry) => document.querySelector(`label[for="${entry.id}"]`)?.textContent);
    expect(days).toEqual(["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]);

    expect(screen.getByText("Tuesday, December 24, 2030")).toBeTruthy();
    expect(screen.getByText("Friday, December 27, 2030")).toBeTruthy();
    expect(time("Friday, December 27, 2030, range 1: start")).toBe("10:00 AM");

    const durations = screen.getByRole("group", { name: "Meeting durations" });
    const checked = within(durations)
      .getAllByRole("checkbox")
      .filter((chip) => (chip as HTMLInputElement).checked)
      .map((chip) => chip.closest("div")?.textContent);
    expect(checked).toEqual(["30 min", "45 min", "60 min"]);
    expect(field("Default meeting location [Optional]").value).toBe("Online");
    expect(field("Time slot increment").value).toBe("Automatic");
    expect(field("Minimum notice (hours)").value).toBe("12");
    expect(field("Calendar feed address (ICS) [Optional]").value).toBe("https://calendar.example/coach.ics");
    expect(saveButton().disabled).toBe(true);
  });

  it("tells the host how their external calendar was last read, and a failing one in red", async () => {
    const failing = {
      ...availability,
      icsFeed: {
        ...(availability.icsFeed as NonNullable<typeof availability.icsFeed>),
        status: "FAILING",
        error: "The feed answered HTTP 500",
        errorCode: "http",
      },
    };
    renderAvailability([loaded(null, failing)]);
    const alert = await screen.findByText(/could not be read/);
    expect(alert.textContent).toContain("its server answered HTTP 500");
    expect(alert.textContent).toContain("nobody can book your time");
    // Typing another address hides the old address's status.
    fireEvent.change(field("Calendar feed address (ICS) [Optional]"), {
      target: { value: "https://other.example/x.ics" },
    });
    expect(screen.queryByText(/could not be read/)).toBeNull();
  });

  it("shows the new feed's status as soon as it is saved", async () => {
    const url = "https://calendar.example/new.ics";
    const answer = availabilityFixture({
      icsFeedUrl: url,
      icsFeed: {
        __typename: "IcsFeedStatus",
        url,
        status: "FAILING",
        error: "The feed answered HTTP 404",
        errorCode: "http",
        checkedAt: 1_800_000_000,
        eventCount: null,
      },
    });
    renderAvailability([
      loaded(),
      saving({ ...savedInput, icsFeedUrl: url }, { data: { updateAvailability: answer } }),
    ]);
    await screen.findByRole("switch", { name: "Monday" });
    fireEvent.change(field("Calendar feed address (ICS) [Optional]"), { target: { value: url } });
    await act(async () => fireEvent.click(saveButton()));
    const alert = await screen.findByText(/could not be read/);
    expect(alert.textContent).toContain("its server answered HTTP 404");
  });

  it("fills Monday to Friday with business hours, and every day with all hours", async () => {
    renderAvailability([loaded()]);
    await screen.findByRole("switch", { name: "Monday" });

    fireEvent.click(screen.getByRole("button", { name: "Business hours (7:00 AM–6:00 PM)" }));
    expect(time("Monday, range 1: start")).toBe("7:00 AM");
    expect(time("Monday, range 1: end")).toBe("6:00 PM");
    expect(screen.queryByLabelText("Monday, range 2: start")).toBeNull();
    expect(time("Friday, range 1: end")).toBe("6:00 PM");
    expect(daySwitch("Sunday").checked).toBe(false);
    expect(saveButton().disabled).toBe(false);

    fireEvent.click(screen.getByRole("button", { name: "All hours" }));
    expect(daySwitch("Sunday").checked).toBe(true);
    expect(time("Sunday, range 1: start")).toBe("12:00 AM");
    expect(time("Sunday, range 1: end")).toBe("11:59 PM");
  });

  it("names overlapping ranges at once and sends nothing", async () => {
    renderAvailability([loaded()]);
    await screen.findByRole("switch", { name: "Monday" });

    setTime("Monday, range 2: start", 11);
    const message = await screen.findByText("This range overlaps another one of the same day");
    expect(timeSelect("Monday, range 2: start").getAttribute("aria-invalid")).toBe("true");
    expect(timeSelect("Monday, range 2: start").getAttribute("aria-errormessage")).toBe(message.id);

    setTime("Tuesday, range 1: end", 8);
    expect(await screen.findByText("The end must be after the start")).toBeTruthy();

    await act(async () => fireEvent.click(saveButton()));
    // No request went out: there is no mock for one, which would show as a failed save.
    expect(screen.queryByText(/The changes were not saved/)).toBeNull();
    expect(screen.queryByText("The availability is saved")).toBeNull();
  });

  it("saves the whole page with the changes, then confirms", async () => {
    const input: AvailabilityInput = {
      ...savedInput,
      weeklyHours: savedInput.weeklyHours.filter((range) => range.weekday !== 3),
      overrides: [...savedInput.overrides, { date: "2031-01-02", ranges: [] }],
      coachingMeetingSettings: {
        ...savedInput.coachingMeetingSettings,
        availableDurationsInMins: [30, 45, 60, 90],
        timeslotIncrement: 10,
        minimumNoticeHours: 24,
      },
      icsFeedUrl: null,
    };
    const answer = availabilityFixture({
      weeklyHours: availability.weeklyHours.filter((range) => range.weekday !== 3),
      coachingMeetingSettings: { ...availability.coachingMeetingSettings, minimumNoticeHours: 24 },
    });
    renderAvailability([loaded(), saving(input, { data: { updateAvailability: answer } })]);
    await screen.findByRole("switch", { name: "Monday" });

    fireEvent.click(daySwitch("Wednesday"));
    fireEvent.change(field("Date"), { target: { value: "2031-01-02" } });
    fireEvent.click(screen.getByRole("button", { name: "Add a date override" }));
    expect(screen.getByText("Thursday, January 2, 2031")).toBeTruthy();
    fireEvent.click(screen.getByRole("checkbox", { name: "90 min" }));
    await pick("Time slot increment", "10 minutes");
    fireEvent.change(field("Minimum notice (hours)"), { target: { value: "24" } });
    fireEvent.change(field("Calendar feed address (ICS) [Optional]"), { target: { value: " " } });
    await act(async () => fireEvent.click(saveButton()));

    expect(await screen.findByText("The availability is saved")).toBeTruthy();
    await waitFor(() => expect(saveButton().disabled).toBe(true));
    expect(field("Minimum notice (hours)").value).toBe("24");
  });

  it("shows the server's refusal next to the field it names", async () => {
    const input = { ...savedInput, icsFeedUrl: "https://calendar.example/other.ics" };
    renderAvailability([
      loaded(),
      saving(input, {
        errors: [
          new GraphQLError("Invalid input", {
            extensions: {
              name: "ValidationError",
              fields: {
                // The third range sent: Tuesday's first.
                "weeklyHours.2.endMinute": "The end must be after the start",
                "coachingMeetingSettings.availableDurationsInMins": "Durations are 15, 20 or 30 minutes",
                icsFeedUrl: "The feed could not be read",
              },
            },
          }),
        ],
      }),
    ]);
    await screen.findByRole("switch", { name: "Monday" });

    fireEvent.change(field("Calendar feed address (ICS) [Optional]"), {
      target: { value: "https://calendar.example/other.ics" },
    });
    await act(async () => fireEvent.click(saveButton()));

    const feed = field("Calendar feed address (ICS) [Optional]");
    await waitFor(() => expect(feed.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText("The feed could not be read")).toBeTruthy();
    expect(screen.getByText("Durations are 15, 20 or 30 minutes")).toBeTruthy();
    const tuesdayEnd = timeSelect("Tuesday, range 1: end");
    expect(tuesdayEnd.getAttribute("aria-invalid")).toBe("true");
    const message = screen.getByText("The end must be after the start");
    expect(tuesdayEnd.getAttribute("aria-errormessage")).toBe(message.id);
    expect(screen.queryByText(/The changes were not saved/)).toBeNull();
  });

  it("refuses a date override in the past before adding it", async () => {
    renderAvailability([loaded()]);
    await screen.findByRole("switch", { name: "Monday" });
    const yesterday = new Date(Date.now() - 86_400_000);
    const pad = (value: number) => String(value).padStart(2, "0");
    const date = `${yesterday.getFullYear()}-${pad(yesterday.getMonth() + 1)}-${pad(yesterday.getDate())}`;
    fireEvent.change(field("Date"), { target: { value: date } });
    expect(screen.getByText("Date is in the past")).toBeTruthy();
    expect(field("Date").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("button", { name: "Add a date override" })).toHaveProperty("disabled", true);
  });

  it("says a coded server refusal in the user's words under its field", async () => {
    const input = { ...savedInput, icsFeedUrl: "https://calendar.example/other.ics" };
    renderAvailability([
      loaded(),
      saving(input, {
        errors: [
          new GraphQLError("Too big: expected string to have <=200 characters", {
            extensions: {
              name: "ValidationError",
              fields: {
                icsFeedUrl: "Too big: expected string to have <=200 characters",
                "overrides.0.date": "date is in the past",
              },
              fieldErrors: [
                { path: "icsFeedUrl", code: "TOO_LONG", params: { max: 200 } },
                { path: "overrides.0.date", code: "DATE_IN_PAST" },
              ],
            },
          }),
        ],
      }),
    ]);
    await screen.findByRole("switch", { name: "Monday" });
    fireEvent.change(field("Calendar feed address (ICS) [Optional]"), {
      target: { value: "https://calendar.example/other.ics" },
    });
    await act(async () => fireEvent.click(saveButton()));
    expect(await screen.findByText("This field must be less than or equal to 200 characters")).toBeTruthy();
    expect(screen.getByText("Date is in the past")).toBeTruthy();
    expect(screen.queryByText(/Too big/)).toBeNull();
  });

  it("edits another host's availability for an admin, naming them", async () => {
    const input = {
      ...savedInput,
      coachingMeetingSettings: { ...savedInput.coachingMeetingSettings, enabled: false },
    };
    renderAvailability(
      [
        loaded("coach-1"),
        {
          request: { query: AvailabilityHostQuery, variables: { ids: ["coach-1"] } },
          result: {
            data: { usersByIds: [{ __typename: "UserCard", id: "coach-1", fullName: "Carla Coach" }] },
          },
        },
        saving(input, { data: { updateAvailability: availability } }, "coach-1"),
      ],
      "/availability?userId=coach-1",
    );

    expect(await screen.findByText("Carla Coach")).toBeTruthy();
    expect(screen.getByText(/You are editing the availability of/)).toBeTruthy();
    fireEvent.click(await screen.findByRole("switch", { name: "Accept coaching meeting bookings" }));
    await act(async () => fireEvent.click(saveButton()));
    expect(await screen.findByText("The availability is saved")).toBeTruthy();
  });
});
