import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderPage } from "../../../test/render-page.tsx";
import { CreateTimelinePostMutation } from "../api/timeline.mutations.ts";
import { StartupEventTimelineQuery } from "../api/timeline.query.ts";
import { useStartupTimeline } from "../hooks/use-timeline.ts";
import { TimelineComposer } from "./timeline-composer.tsx";
import { TimelineList } from "./timeline-list.tsx";

const card = {
  __typename: "UserCard",
  id: "u-ada",
  fullName: "Ada Founder",
  roleLabel: "Cofounder",
  roleType: "Cofounder",
  avatar: null,
};
const event = (id: string, message: string, extra: Record<string, unknown> = {}) => ({
  __typename: "Event",
  id,
  createdAt: "2026-11-20T10:00:00.000Z",
  updatedAt: "2026-11-20T10:00:00.000Z",
  isPinned: false,
  isPublic: true,
  isUpdate: false,
  eventType: "comment",
  message,
  startup: { __typename: "TimelineStartup", id: "st1", name: "Nimbus" },
  createdBy: card,
  attachments: [],
  viewerCanEdit: false,
  viewerCanDelete: false,
  ...extra,
});
const email = {
  __typename: "EmailThreadPost",
  id: "p-mail",
  createdAt: "2026-11-19T10:00:00.000Z",
  isPinned: false,
  isPublic: true,
  emailMessage: {
    __typename: "TimelineEmailMessage",
    subject: "Investor intro",
    emailContent: "Meet Jo from Fund One.",
    recipients: [{ __typename: "TimelineEmailRecipient", email: "jo@fund.test" }],
    numberOfTimesOpened: null,
    lastOpenedAt: null,
    isBounced: null,
    isDelivered: null,
  },
};
const page = (results: unknown[], nextCursor: string | null, extra: Record<string, unknown> = {}) => ({
  __typename: "TimelinePage",
  nextCursor,
  viewerMay: { __typename: "TimelineViewerMay", post: true, postPrivate: false, pin: true },
  pinned: [],
  results,
  ...extra,
});
const first = (data: unknown, variables: Record<string, unknown> = {}) => ({
  request: { query: StartupEventTimelineQuery, variables: { startupId: "st1", types: null, ...variables } },
  result: { data: { startupEventTimeline: data } },
});

function Timeline({ mayPostPrivate = false }: { mayPostPrivate?: boolean }) {
  const state = useStartupTimeline("st1", []);
  return (
    <>
      <TimelineComposer startupId="st1" mayPostPrivate={mayPostPrivate} onPosted={state.reload} />
      <TimelineList state={state} emptyId="startupTimeline.empty" />
    </>
  );
}

describe("startup timeline", () => {
  it("shows posts of mixed kinds, pinned first, and loads the next page by its cursor", async () => {
    const pinned = event("p-pin", "Read our investor memo", {
      isPinned: true,
      isUpdate: true,
      eventType: "update",
    });
    renderPage(<Timeline />, {
      mocks: [
        first(page([event("p-1", "Shipped the beta"), email], "CUR1", { pinned: [pinned] })),
        first(page([event("p-old", "We incorporated")], null), { cursor: "CUR1" }),
      ],
    });
    const posts = await screen.findAllByTestId("timeline-post");
    expect(posts.map((p) => p.textContent)).toEqual([
      expect.stringContaining("Read our investor memo"),
      expect.stringContaining("Shipped the beta"),
      expect.stringContaining("Investor intro"),
    ]);
    expect(within(posts[0] as HTMLElement).getByText("Pinned")).toBeTruthy();
    // No e-mail meta for this reader: the opens line is absent.
    expect(within(posts[2] as HTMLElement).queryByText(/Opened/)).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Load more" }));
    await waitFor(() => expect(screen.getAllByTestId("timeline-post")).toHaveLength(4));
    expect(screen.getAllByTestId("timeline-post")[3]?.textContent).toContain("We incorporated");
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });

  it("offers the private switch only to those allowed, and posts a private comment", async () => {
    const created = { value: false };
    const { unmount } = renderPage(<Timeline />, { mocks: [first(page([], null))] });
    await screen.findByText("Nothing on the timeline yet.");
    expect(within(screen.getByTestId("timeline-composer")).queryByRole("switch")).toBeNull();
    unmount();

    renderPage(<Timeline mayPostPrivate />, {
      mocks: [
        first(page([], null)),
        {
          request: {
            query: CreateTimelinePostMutation,
            variables: {
              input: {
                startupId: "st1",
                message: "Runway is short",
                isUpdate: false,
                isPublic: false,
                attachmentIds: [],
              },
            },
          },
          result: () => {
            created.value = true;
            return { data: { createTimelinePost: { __typename: "Event", id: "p-new" } } };
          },
        },
        first(page([event("p-new", "Runway is short", { isPublic: false })], null)),
      ],
    });
    const composer = await screen.findByTestId("timeline-composer");
    const post = within(composer).getByRole("button", { name: "Post comment" }) as HTMLButtonElement;
    expect(post.disabled).toBe(true);
    fireEvent.change(within(composer).getByLabelText("Message"), { target: { value: "Runway is short" } });
    fireEvent.click(within(composer).getByRole("switch", { name: /Private comment/ }));
    fireEvent.click(post);
    await waitFor(() => expect(created.value).toBe(true));
    const shown = await screen.findByTestId("timeline-post");
    expect(within(shown).getByText("Private")).toBeTruthy();
  });
});
