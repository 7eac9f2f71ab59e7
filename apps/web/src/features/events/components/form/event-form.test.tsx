import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { englishMessages } from "../../../../test/english-messages.ts";
import { renderPage } from "../../../../test/render-page.tsx";
import editorEnglish from "../../editor-locales/en.json";
import { newEventValues } from "../../lib/form-values.ts";
import { EventForm } from "./event-form.tsx";
import type { EventFormOptions } from "./form-context.ts";

const OPTIONS: EventFormOptions = {
  roles: [{ value: "Cofounder", label: "Co/Founder" }],
  userTags: [],
  startupTags: [],
  programs: [{ value: "p1", label: "Spring 2026 Cohort" }],
  topics: [{ value: "t1", label: "Fundraising" }],
  eventTags: [],
};

const start = (onSave = vi.fn(async () => {})) => {
  renderPage(
    <EventForm
      initialValues={newEventValues("UTC", Date.parse("2026-07-01T09:00:00Z"))}
      creating
      options={OPTIONS}
      knownPeople={[]}
      onSave={onSave}
    />,
    { language: { locale: "en", messages: { ...englishMessages, ...editorEnglish } } },
  );
  return onSave;
};

/** A field by the start of its label (a direct look-up: the form is long, and jsdom slow to scan it). */
const field = (label: string): HTMLElement => {
  const element = [...document.querySelectorAll("label")].find((l) => l.textContent?.startsWith(label));
  const control = element?.htmlFor ? document.getElementById(element.htmlFor) : null;
  if (!control) throw new Error(`no field ${label}`);
  return control;
};

const createButton = (): HTMLElement => {
  const button = screen.getByText("Create the event").closest("button");
  if (!button) throw new Error("no Create button");
  return button;
};

const fieldError = (label: string) => {
  const input = field(label);
  const id = input
    .getAttribute("aria-describedby")
    ?.split(" ")
    .find((part) => part.includes("error"));
  return id ? document.getElementById(id)?.textContent : null;
};

describe("EventForm", { timeout: 30_000 }, () => {
  it("checks before sending: a title, and a meeting link from Zoom or Teams", async () => {
    const onSave = start();
    fireEvent.click(field("A meeting link"));
    fireEvent.change(field("Meeting link"), { target: { value: "https://meet.example.com/x" } });
    fireEvent.click(createButton());
    await waitFor(() => expect(fieldError("Title")).toBe("Title is a required field"));
    expect(fieldError("Meeting link")).toBe(
      "Meeting links must be https links from Zoom or Microsoft Teams.",
    );
    expect(field("Title").getAttribute("aria-invalid")).toBe("true");
    expect(onSave).not.toHaveBeenCalled();
  });

  it("shows the one-to-one settings instead of registration for a one-to-one event", () => {
    start();
    expect(screen.getByText("Registration")).toBeTruthy();
    fireEvent.click(field("One-to-one"));
    expect(screen.queryByText("Registration")).toBeNull();
    expect(screen.getByText("One-to-one sessions")).toBeTruthy();
    // Repeating is for group sessions only.
    expect(() => field("Repeats")).toThrow();
  });

  it("adds a link as a pending attachment (https only) and sends its id on save", async () => {
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
      const { link, name } = JSON.parse(String(init.body)) as { link: string; name: string };
      return new Response(JSON.stringify({ attachment: { id: "a-link", name, link, kind: "link" } }), {
        status: 201,
        headers: { "content-type": "application/json" },
      });
    });
    vi.stubGlobal("fetch", fetchMock);
    try {
      const onSave = start();
      fireEvent.change(field("Link address"), { target: { value: "http://example.com/deck" } });
      fireEvent.click(screen.getByText("Add the link"));
      await waitFor(() => expect(fieldError("Link address")).toBe("Give a full https:// address."));
      expect(fetchMock).not.toHaveBeenCalled();

      fireEvent.change(field("Link name"), { target: { value: "Pitch deck" } });
      fireEvent.change(field("Link address"), { target: { value: "https://example.com/deck" } });
      fireEvent.click(screen.getByText("Add the link"));
      await waitFor(() =>
        expect(screen.getByText("Pitch deck").getAttribute("href")).toBe("https://example.com/deck"),
      );
      expect(fetchMock).toHaveBeenCalledWith(
        "/api/attachment/upload",
        expect.objectContaining({ method: "POST" }),
      );

      fireEvent.change(field("Title"), { target: { value: "Demo day" } });
      fireEvent.click(createButton());
      await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
      expect((onSave.mock.calls[0] as unknown[] | undefined)?.[0]).toMatchObject({
        links: [{ id: "a-link", name: "Pitch deck", link: "https://example.com/deck" }],
      });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("puts the server's refusal under its field, and other refusals above Save", async () => {
    const refusal = new CombinedGraphQLErrors({
      errors: [
        {
          message: "Invalid input",
          extensions: {
            name: "ValidationError",
            fields: {
              "input.endTime": "The event must end within a year",
              "input.seriesId": "Unknown series",
            },
          },
        },
      ],
    });
    const onSave = start(vi.fn(async () => Promise.reject(refusal)));
    fireEvent.change(field("Title"), { target: { value: "Demo day" } });
    fireEvent.click(createButton());
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    await waitFor(() => expect(fieldError("Ends")).toBe("The event must end within a year"));
    expect(document.querySelector("[role=alert]")?.textContent).toMatch(
      /The event could not be saved: Unknown series/,
    );
  });
});
