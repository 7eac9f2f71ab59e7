import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderPage } from "../../../test/render-page.tsx";
import type { TaskItem } from "../lib/types.ts";
import { TaskRow } from "./task-row.tsx";

const ME = "user-me";
const task = (over: Partial<TaskItem> = {}): TaskItem => ({
  __typename: "Task",
  id: "t1",
  name: "Send the deck",
  dueDate: "2026-07-15T15:00:00.000Z",
  tag: "sales",
  url: "https://deck.example",
  taskType: "MANUAL",
  automated: false,
  isGroupTask: false,
  approvalStatus: "APPROVED",
  completionStatus: "PENDING",
  canEdit: false,
  createdBy: { __typename: "TaskPerson", id: "staff", fullName: "Katherine Johnson" },
  startup: { __typename: "TaskStartup", id: "s1", name: "Nimbus Analytics" },
  assignees: [
    {
      __typename: "TaskAssignee",
      user: { __typename: "TaskPerson", id: ME, fullName: "Fatima Founder" },
      done: false,
      status: "APPROVED",
      type: "USER",
      value: ME,
    },
  ],
  ...over,
});

describe("TaskRow", () => {
  it("shows the task and lets its assignee tick it off", () => {
    const onDone = vi.fn();
    renderPage(<TaskRow task={task()} viewerId={ME} onDone={onDone} />);
    expect(screen.getByText("Send the deck")).toBeTruthy();
    expect(screen.getByText("Sales")).toBeTruthy();
    expect(screen.getByText(/Nimbus Analytics/)).toBeTruthy();
    expect(screen.getByText(/Created by Katherine Johnson/)).toBeTruthy();
    fireEvent.click(screen.getByRole("checkbox", { name: "Mark “Send the deck” as done" }));
    expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ id: "t1" }), true);
    expect(screen.queryByRole("button", { name: /More actions/ })).toBeNull();
  });

  it("offers Accept and Deny on a request, and no box to tick", () => {
    const onRespond = vi.fn();
    const request = task({
      approvalStatus: "PENDING",
      assignees: [{ ...(task().assignees[0] as TaskItem["assignees"][number]), status: "PENDING" }],
    });
    renderPage(<TaskRow task={request} viewerId={ME} onDone={vi.fn()} onRespond={onRespond} />);
    expect(screen.getByText("Katherine Johnson asks you to take this task")).toBeTruthy();
    expect(screen.queryByRole("checkbox")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Deny" }));
    expect(onRespond).toHaveBeenCalledWith(expect.objectContaining({ id: "t1" }), false);
  });

  it("names an automated task by its kind, with no box to tick", () => {
    renderPage(
      <TaskRow
        task={task({
          automated: true,
          taskType: "PROFILE",
          name: "Complete your profile",
          createdBy: null,
          url: "/profile",
        })}
        viewerId={ME}
        onDone={vi.fn()}
      />,
    );
    expect(screen.getByText("Complete your profile")).toBeTruthy();
    expect(screen.getByText("Automated")).toBeTruthy();
    expect(screen.queryByRole("checkbox")).toBeNull();
  });

  it("gives its creator Edit and Delete", () => {
    const onEdit = vi.fn();
    renderPage(
      <TaskRow task={task({ canEdit: true })} viewerId="someone" onEdit={onEdit} onDelete={vi.fn()} />,
    );
    fireEvent.click(screen.getByRole("button", { name: "More actions for “Send the deck”" }));
    fireEvent.click(screen.getByRole("menuitem", { name: "Edit" }));
    expect(onEdit).toHaveBeenCalled();
  });
});
