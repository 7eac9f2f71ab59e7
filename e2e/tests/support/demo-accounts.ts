import { email } from "./tenant.ts";

/** The demo tenant's accounts (docs/demo-data.md), one per role, with the names the seed gives them. */
export const DEMO_PASSWORD = "Password123!";

export type DemoAccount = {
  /** The part before the @: the same in every copy of the demo tenant. */
  local: string;
  /** The account's address in the current worker's tenant. */
  readonly email: string;
  name: string;
  home: "/events" | "/applications-manager";
};

const account = (local: string, name: string, home: DemoAccount["home"] = "/events"): DemoAccount => ({
  local,
  get email() {
    return email(local);
  },
  name,
  home,
});

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  account("admin", "Ada Lovelace"),
  account("admincoach", "Grace Hopper"),
  account("subadmin", "Alan Turing"),
  account("staff", "Katherine Johnson"),
  account("coach", "Carl Coachman"),
  account("mentor", "Margaret Hamilton"),
  account("expert", "Edsger Dijkstra"),
  account("evaluator", "Eva Lu"),
  account("founder", "Fatima Founder"),
  account("cofounder2", "Tim Berners"),
  account("community", "Chris Community"),
  account("applicant", "Amir Applicant", "/applications-manager"),
];
