import type { DemoFile } from "./demo-files.ts";

/**
 * The demo organisations' startup documents (docs/demo-data.md): a few folders and files per
 * startup, by base tenant. `by` is the uploader (a demo person's e-mail local part),
 * `daysAgo` when it was added.
 */
export type DemoDocument = DemoFile & {
  folder: string | null;
  by: string;
  daysAgo: number;
  description?: string;
};
export type DemoStartupDocuments = { startup: string; folders: string[]; documents: DemoDocument[] };

const pitch = (startup: string, pitchLine: string, ask: string): DemoFile => ({
  name: "Pitch deck.pdf",
  contentType: "application/pdf",
  pages: [
    `${startup}\n${pitchLine}`,
    "The problem\nTeams decide on gut feeling because the numbers they need sit in five tools.",
    `The ask\n${ask}`,
  ],
});

const csv = (rows: string[][]) => `${rows.map((r) => r.join(",")).join("\n")}\n`;

export const DEMO_DOCUMENTS: Record<string, DemoStartupDocuments[]> = {
  demo: [
    {
      startup: "Nimbus Analytics",
      folders: ["Company", "Finance"],
      documents: [
        {
          ...pitch(
            "Nimbus Analytics",
            "Self-serve product analytics for B2B software teams.",
            "EUR 1.2 M seed to reach 150 paying teams in 18 months.",
          ),
          folder: null,
          by: "founder",
          daysAgo: 12,
          description: "The deck of the seed round, March version.",
        },
        {
          name: "Shareholder agreement summary.pdf",
          contentType: "application/pdf",
          pages: [
            "Shareholder agreement (summary)\nFounders: 45 % each. Option pool: 10 %.\nVesting: four years with a one-year cliff.",
          ],
          folder: "Company",
          by: "cofounder2",
          daysAgo: 30,
        },
        {
          name: "Board meeting notes.md",
          contentType: "text/markdown",
          text: "# Board meeting, February\n\n- Revenue up 18 % month on month\n- Hire a second engineer in Q2\n- Next meeting: after the demo day\n",
          folder: "Company",
          by: "founder",
          daysAgo: 20,
        },
        {
          name: "Financial plan 2026.csv",
          contentType: "text/csv",
          text: csv([
            ["Month", "Revenue (EUR)", "Costs (EUR)", "Cash (EUR)"],
            ["2026-01", "18000", "42000", "610000"],
            ["2026-02", "21500", "43500", "588000"],
            ["2026-03", "25400", "47000", "566400"],
          ]),
          folder: "Finance",
          by: "cofounder2",
          daysAgo: 8,
        },
      ],
    },
    {
      startup: "GreenLoop",
      folders: ["Pilots"],
      documents: [
        {
          ...pitch(
            "GreenLoop",
            "Reusable packaging for food delivery.",
            "EUR 400 k pre-seed for three city pilots.",
          ),
          folder: null,
          by: "founder3",
          daysAgo: 5,
        },
        {
          name: "Pilot partners.csv",
          contentType: "text/csv",
          text: csv([
            ["Partner", "City", "Boxes a week"],
            ["Casa Verde", "Lyon", "320"],
            ["Noodle Bar 7", "Lyon", "210"],
          ]),
          folder: "Pilots",
          by: "founder3",
          daysAgo: 3,
        },
      ],
    },
  ],
  orbit: [
    {
      startup: "Quasar Robotics",
      folders: ["Legal"],
      documents: [
        {
          name: "Export licence checklist.md",
          contentType: "text/markdown",
          text: "# Export licence checklist\n\n- [x] Dual-use classification\n- [ ] End-user statement from the launch provider\n",
          folder: "Legal",
          by: "founder",
          daysAgo: 9,
        },
      ],
    },
  ],
};
