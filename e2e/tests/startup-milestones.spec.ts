import { startupGql, startupIdNamed } from "./support/startup-file.ts";
import { expect, test } from "./support/test.ts";

/**
 * Issue 18 "Done when": staff create a milestone plan for Brightdesk (a demo startup without
 * plans, docs/demo-data.md) from the organisation's template "Fundraising readiness"
 * (milestones.demo.ts), and tick a sub-milestone: the plan's progress follows. The plan is
 * deleted at the end.
 */
test.use({ viewport: { width: 1280, height: 900 } });

test("staff create a milestone plan from a template and tick a sub-milestone", async ({ asUser }) => {
  const name = `Fundraising readiness ${Date.now() % 100_000}`;
  const brightdesk = await startupIdNamed("Brightdesk");
  const staff = await asUser("staff", { startAt: `/startup/${brightdesk}/file/milestones` });
  let planId: string | null = null;
  try {
    await test.step("staff start a new plan from the template", async () => {
      await staff.getByTestId("new-plan").click();
      const dialog = staff.getByRole("dialog", { name: "New milestone plan" });
      await dialog.getByRole("combobox", { name: "Start from" }).click();
      await staff.getByRole("option", { name: "Fundraising readiness" }).click();
      // The template fills the plan's fields; staff give it a name of its own.
      await expect(dialog.getByRole("textbox", { name: "Goal" })).toHaveValue("Close a pre-seed round");
      await dialog.getByRole("textbox", { name: "Name" }).fill(name);
      await dialog.getByRole("button", { name: "Create" }).click();
      await expect(dialog).toBeHidden();
    });

    const plan = staff.getByTestId("milestone-plan");
    await test.step("the plan opens with the template's milestones, nothing done", async () => {
      await expect(staff).toHaveURL(/[?&]plan=/);
      planId = new URL(staff.url()).searchParams.get("plan");
      await expect(plan.getByRole("heading", { name })).toBeVisible();
      await expect(plan.getByTestId("milestone")).toHaveCount(3);
      await expect(plan.getByTestId("plan-progress")).toContainText("0 of 4 steps done (0%)");
    });

    await test.step("ticking a sub-milestone moves the progress", async () => {
      const draft = plan.getByTestId("sub-milestone").filter({ hasText: "Draft the deck" });
      // The box follows the server's answer (a controlled checkbox): click, then wait for it.
      await draft.getByRole("checkbox", { name: "Draft the deck" }).click();
      await expect(draft.getByRole("checkbox", { name: "Draft the deck" })).toBeChecked();
      await expect(draft).toHaveAttribute("data-done", "true");
      await expect(plan.getByTestId("plan-progress")).toContainText("1 of 4 steps done (25%)");
      // Still done after a reload: the server kept it.
      await staff.reload();
      await expect(
        staff.getByTestId("sub-milestone").filter({ hasText: "Draft the deck" }).getByRole("checkbox"),
      ).toBeChecked();
    });
  } finally {
    if (planId)
      await startupGql("staff", "mutation JourneyStartupFile($id: ID!) { deleteMilestonePlan(id: $id) }", {
        id: planId,
      });
  }
});
