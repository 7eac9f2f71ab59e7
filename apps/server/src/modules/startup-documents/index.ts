/** The startup-documents module's door (issue 18). */
export {};
