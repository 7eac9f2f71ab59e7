/** The programs module's door (issue 18). */
export {};
