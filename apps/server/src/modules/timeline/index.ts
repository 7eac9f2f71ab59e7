/** The timeline module's door (issue 18). */
export {};
