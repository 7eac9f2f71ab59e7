import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { RestClient, RestRequest } from "../../../lib/rest/rest-client.ts";
import { renderPage } from "../../../test/render-page.tsx";
import { ImageSetting } from "./image-setting.tsx";

const avatar = (id: string) => ({
  id,
  name: `${id}.png`,
  fileType: "image/png",
  size: 10,
  url: `/img/${id}`,
});

/** Answers the upload the field sends. */
class FakeXhr {
  static last: FakeXhr | null = null;
  url = "";
  status = 0;
  responseText = "";
  upload = { onprogress: null };
  onload: (() => void) | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send() {
    FakeXhr.last = this;
  }
  abort() {}
}

describe("ImageSetting", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the avatar, replaces it through POST /api/users/file, and removes it", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    const calls: RestRequest[] = [];
    const rest: RestClient = {
      request: async <T,>(request: RestRequest) => {
        calls.push(request);
        return (request.method === "GET" ? { attachments: [avatar("old")] } : null) as T;
      },
    };
    renderPage(<ImageSetting userId="u1" kind="avatar" />, { rest });
    const section = screen.getByTestId("profile-image-avatar");
    expect(
      (await within(section).findByRole("img", { name: "Your profile picture" })).getAttribute("src"),
    ).toBe("/img/old");
    expect(calls[0]).toMatchObject({ method: "GET", path: "/api/attachments/reference/UserAvatar/u1" });

    const input = section.querySelector<HTMLInputElement>("input[type=file]");
    fireEvent.change(input as HTMLInputElement, {
      target: { files: [new File(["x"], "me.png", { type: "image/png" })] },
    });
    expect(FakeXhr.last?.url).toBe("/api/users/file?type=avatar");
    act(() => {
      const xhr = FakeXhr.last as FakeXhr;
      xhr.status = 201;
      xhr.responseText = JSON.stringify({
        attachment: avatar("new"),
        user: { id: "u1", avatar: "/img/new" },
      });
      xhr.onload?.();
    });
    expect((await within(section).findByText("Your profile picture is saved.")).textContent).toBeTruthy();
    expect(within(section).getByRole("img", { name: "Your profile picture" }).getAttribute("src")).toBe(
      "/img/new",
    );

    fireEvent.click(within(section).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(within(section).getByText("Removed.")).toBeTruthy());
    expect(calls.at(-1)).toMatchObject({ method: "DELETE", path: "/api/attachments/u1/new" });
    expect(within(section).getByText("You have no profile picture yet.")).toBeTruthy();
  });
});
