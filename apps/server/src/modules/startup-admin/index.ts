/** The startup-admin module's door (issue 18). */
export {};
