/** The incubator a request belongs to, resolved from its host before anything else runs. */
export type Tenant = { id: string; slug: string };
