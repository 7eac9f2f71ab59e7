/** The milestones module's door (issue 18). */
export {};
