import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearAuth, writeToken } from "../../lib/auth-storage.ts";
import { renderPage } from "../../test/render-page.tsx";
import { FileUpload } from "./file-upload.tsx";
import { uploadUrl } from "./upload-url.ts";

/** A stand-in XMLHttpRequest: records what is sent, and the test answers it. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = "";
  url = "";
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  statusText = "";
  responseText = "";
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    {
      onprogress: null,
    };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.last = this;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const png = () => new File([new Uint8Array([137, 80, 78, 71])], "logo.png", { type: "image/png" });

describe("FileUpload", () => {
  beforeEach(() => {
    FakeXhr.last = null;
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    writeToken("token-1");
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearAuth("user");
  });

  function renderField(onUploaded = vi.fn()) {
    const view = renderPage(
      <FileUpload
        url={uploadUrl({ use: "cover" })}
        accept="image"
        label="Cover image"
        onUploaded={onUploaded}
      />,
    );
    const input = view.container.querySelector<HTMLInputElement>("input[type=file]");
    if (!input) throw new Error("no file input");
    return { input, onUploaded, zone: screen.getByTestId("file-upload-zone") };
  }

  it("sends the picked file with the token, shows its progress and returns the attachment", async () => {
    const { input, onUploaded } = renderField();
    expect(input.accept).toBe("image/jpeg,image/png,image/webp,image/gif");
    fireEvent.change(input, { target: { files: [png()] } });
    const xhr = FakeXhr.last as FakeXhr | null;
    if (!xhr) throw new Error("nothing sent");
    expect(xhr.method).toBe("POST");
    expect(xhr.url).toBe("/api/attachment/upload?use=cover");
    expect(xhr.headers.authorization).toBe("Bearer token-1");
    expect((xhr.body?.get("file") as File | undefined)?.name).toBe("logo.png");
    act(() => xhr.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 }));
    expect((await screen.findByText(/Uploading/)).textContent).toContain("Uploading logo.png… 40%");
    expect(screen.getByRole("progressbar", { name: "Upload progress" })).toBeTruthy();
    const attachment = {
      id: "a1",
      name: "logo.png",
      fileType: "image/png",
      size: 4,
      url: "/api/attachments/a1/content",
    };
    act(() => xhr.answer(201, { attachment }));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith({ attachment }));
    expect(screen.queryByRole("progressbar")).toBeNull();
  });

  it("says the server's refusals in the user's words: too large with the plan's limit, wrong type", async () => {
    const { input, onUploaded } = renderField();
    fireEvent.change(input, { target: { files: [png()] } });
    act(() => FakeXhr.last?.answer(413, { reason: "TOO_LARGE", maxFileSize: 1024 * 1024, message: "x" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(
      "This file is too large: your organisation's plan accepts files up to 1 MB.",
    );
    fireEvent.click(within(alert).getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByRole("alert")).toBeNull();

    fireEvent.change(input, { target: { files: [png()] } });
    act(() => FakeXhr.last?.answer(400, { reason: "WRONG_TYPE", message: "x" }));
    expect((await screen.findByRole("alert")).textContent).toContain(
      "This type of file is not accepted here.",
    );
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it("takes a dropped file, and says when the connection failed", async () => {
    const { zone } = renderField();
    fireEvent.drop(zone, { dataTransfer: { files: [png()] } });
    expect(FakeXhr.last?.url).toBe("/api/attachment/upload?use=cover");
    act(() => FakeXhr.last?.onerror?.());
    expect((await screen.findByRole("alert")).textContent).toContain("The upload did not finish.");
  });
});
