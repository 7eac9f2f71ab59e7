/** The startup-export module's door (issue 18): nothing for other modules yet; it registers its GraphQL, job and file reference in module.ts. */
export {};
