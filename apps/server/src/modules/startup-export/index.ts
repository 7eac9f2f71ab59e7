/** The startup-export module's door (issue 18). */
export {};
