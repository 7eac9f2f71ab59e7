import type { FormDefinition } from "@launchpad/domain/forms";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { everyTypeForm } from "../test/fixtures.ts";
import { renderWithFormTexts } from "../test/render-form.tsx";
import { FormRenderer } from "./form-renderer.tsx";

const box = (id: string) => document.querySelector(`[data-question-id="${id}"]`) as HTMLElement;

// The first render loads Mantine's inputs cold: seconds on a busy 2-core machine.
describe("FormRenderer", { timeout: 15_000 }, () => {
  it("shows every question type of the first step, marks optional ones, and hides video without a token", () => {
    renderWithFormTexts(<FormRenderer definition={everyTypeForm()} mode="fill" />);
    expect(screen.getByRole("heading", { name: "Programme feedback" })).toBeTruthy();
    expect(screen.getByText("Step 1 of 2")).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Your name" })).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Your story [Optional]" })).toBeTruthy();
    expect((screen.getByRole("textbox", { name: "Website [Optional]" }) as HTMLInputElement).type).toBe(
      "url",
    );
    expect(screen.getByRole("textbox", { name: "Team size [Optional]" })).toBeTruthy();
    expect(screen.getByRole("group", { name: "Rating [Optional]" })).toBeTruthy();
    expect(within(box("rating")).getAllByRole("radio")).toHaveLength(5);
    expect(within(box("channels")).getByRole("checkbox", { name: "Web" })).toBeTruthy();
    expect(screen.getAllByLabelText("Stage [Optional]")).toContain(box("stage").querySelector("input"));
    expect(within(box("coached")).getByRole("group", { name: "Were you coached?" })).toBeTruthy();
    expect(within(box("sector")).getByRole("radio", { name: "AI" })).toBeTruthy();
    expect(within(box("markets")).getByRole("checkbox", { name: "France" })).toBeTruthy();
    expect((box("start").querySelector("input") as HTMLInputElement).type).toBe("date");
    expect(within(box("funding")).getByRole("button", { name: "Add a row" })).toBeTruthy();
    expect(within(box("deck")).getByRole("button", { name: "Choose a file" })).toBeTruthy();
    expect(box("pitch")).toBeNull();
  });

  it("shows the video question with a token, with recording and choosing a clip", () => {
    renderWithFormTexts(<FormRenderer definition={everyTypeForm()} mode="fill" videoToken="t" />);
    expect(within(box("pitch")).getByRole("button", { name: "Choose a clip" })).toBeTruthy();
  });

  it("shows a field's error once it is left, tied to it, and not before", () => {
    renderWithFormTexts(<FormRenderer definition={everyTypeForm()} mode="fill" />);
    const name = screen.getByRole("textbox", { name: "Your name" });
    expect(screen.queryByText("Your name is a required field")).toBeNull();
    fireEvent.focus(name);
    fireEvent.blur(name);
    const error = screen.getByText("Your name is a required field");
    expect(name.getAttribute("aria-describedby")).toContain(error.id);
    expect(name.getAttribute("aria-invalid")).toBe("true");
    fireEvent.change(name, { target: { value: "Ada" } });
    expect(screen.queryByText("Your name is a required field")).toBeNull();
  });

  it("refuses Next with the step's errors, focuses the first and says how many", () => {
    renderWithFormTexts(<FormRenderer definition={everyTypeForm()} mode="fill" />);
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByText("Step 1 of 2")).toBeTruthy();
    expect(screen.getByText("Your name is a required field")).toBeTruthy();
    expect(screen.getByText("Were you coached? is a required field")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Your name" }));
    expect(screen.getByTestId("form-fill-status").textContent).toBe("2 questions need your attention.");
  });

  it("asks a conditional question only when its condition holds, and moves between steps", () => {
    renderWithFormTexts(<FormRenderer definition={everyTypeForm()} mode="fill" />);
    fireEvent.change(screen.getByRole("textbox", { name: "Your name" }), { target: { value: "Ada" } });
    fireEvent.click(within(box("coached")).getByRole("radio", { name: "No" }));
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByText("Step 2 of 2")).toBeTruthy();
    expect(screen.getByTestId("form-fill-status").textContent).toBe("Step 2 of 2: Coaching");
    expect(screen.getByRole("heading", { name: "Coaching" })).toBe(document.activeElement);
    expect(screen.getByRole("heading", { name: "About your coach" })).toBeTruthy();
    expect(screen.getByText("Tell us how it went.")).toBeTruthy();
    expect(box("coachName")).toBeNull();
    expect(screen.getByRole("textbox", { name: "Phone [Optional]" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    fireEvent.click(within(box("coached")).getByRole("radio", { name: "Yes" }));
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByRole("textbox", { name: "Coach's name" })).toBeTruthy();
  });

  it("computes the calculated total from the answers (weights, options' values)", () => {
    renderWithFormTexts(<FormRenderer definition={everyTypeForm()} mode="fill" />);
    fireEvent.change(screen.getByRole("textbox", { name: "Your name" }), { target: { value: "Ada" } });
    fireEvent.click(within(box("coached")).getByRole("radio", { name: "No" }));
    fireEvent.change(screen.getByRole("textbox", { name: "Team size [Optional]" }), {
      target: { value: "3" },
    });
    fireEvent.click(within(box("channels")).getByRole("checkbox", { name: "Web" }));
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByTestId("calculated-value").textContent).toBe("5");
  });

  it("adds and removes table rows, with a cell's error under the cell", () => {
    const onChange = vi.fn();
    renderWithFormTexts(<FormRenderer definition={everyTypeForm()} mode="fill" onChange={onChange} />);
    const table = box("funding");
    fireEvent.click(within(table).getByRole("button", { name: "Add a row" }));
    const amount = within(table).getByRole("textbox", { name: "Amount, row 1" });
    fireEvent.change(amount, { target: { value: "12" } });
    fireEvent.blur(amount);
    expect(within(table).getByText("Round is a required field")).toBeTruthy();
    fireEvent.change(within(table).getByRole("textbox", { name: "Round, row 1" }), {
      target: { value: "Seed" },
    });
    expect(within(table).queryByText("Round is a required field")).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ funding: { arrayValue: [{ round: "Seed", amount: 12 }] } }),
    );
    fireEvent.click(within(table).getByRole("button", { name: "Remove row 1" }));
    expect(within(table).queryByRole("textbox", { name: "Round, row 1" })).toBeNull();
  });

  it("sends the kept answers and shows the server's field errors under their questions", async () => {
    const onSubmit = vi.fn(async () => [{ path: "phone", code: "TOO_LONG" as const, params: { max: 3 } }]);
    const definition: FormDefinition = { ...everyTypeForm(), locales: ["en"] };
    renderWithFormTexts(
      <FormRenderer
        definition={definition}
        mode="fill"
        initialAnswers={{
          name: { textValue: "Ada" },
          coached: { arrayValue: ["no"] },
          coachName: { textValue: "x" },
        }}
        onSubmit={onSubmit}
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Submit" }));
    });
    // The hidden coach's name is dropped; the calculated total is sent as computed.
    expect(onSubmit).toHaveBeenCalledWith({
      name: { textValue: "Ada" },
      coached: { arrayValue: ["no"] },
      total: { numberValue: 0 },
    });
    expect(screen.getByText("Phone must be less than or equal to 3 characters")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Phone [Optional]" }));
  });

  it("shows the form in the language the caller asks, Arabic right to left, without a switch of its own", () => {
    renderWithFormTexts(<FormRenderer definition={everyTypeForm()} mode="fill" locale="ar" />);
    const form = screen.getByTestId("form-renderer");
    expect(form.getAttribute("dir")).toBe("rtl");
    expect(form.getAttribute("lang")).toBe("ar");
    expect(screen.getByRole("heading", { name: "تقييم البرنامج" })).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "اسمك" })).toBeTruthy();
    expect(screen.queryByRole("combobox", { name: "Form language" })).toBeNull();
  });

  it("offers the form's languages, switching the questions and their direction", () => {
    renderWithFormTexts(<FormRenderer definition={everyTypeForm()} mode="fill" />);
    const form = screen.getByTestId("form-renderer");
    expect(form.getAttribute("dir")).toBe("ltr");
    fireEvent.change(screen.getByRole("combobox", { name: "Form language" }), { target: { value: "ar" } });
    expect(form.getAttribute("dir")).toBe("rtl");
    expect(screen.getByRole("textbox", { name: "اسمك" })).toBeTruthy();
  });

  it("shows answers read only, every section at once", () => {
    renderWithFormTexts(
      <FormRenderer
        definition={everyTypeForm()}
        mode="readonly"
        initialAnswers={{
          name: { textValue: "Ada" },
          coached: { arrayValue: ["yes"] },
          coachName: { textValue: "Grace" },
        }}
      />,
    );
    const name = screen.getByRole("textbox", { name: "Your name" }) as HTMLInputElement;
    expect(name.value).toBe("Ada");
    expect(name.disabled).toBe(true);
    expect((screen.getByRole("textbox", { name: "Coach's name" }) as HTMLInputElement).value).toBe("Grace");
    expect(screen.queryByRole("button", { name: "Submit" })).toBeNull();
  });
});
