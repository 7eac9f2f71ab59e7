/** spec-1 §2: "/" goes to /applications-manager for applicant-type roles, otherwise /events. */
export function homePathFor(roleType: string): string {
  return roleType === "Applicant" ? "/applications-manager" : "/events";
}
