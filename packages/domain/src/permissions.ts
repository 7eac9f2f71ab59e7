/**
 * The permission catalogue of spec-2 §6. A key "with criteria" can be granted for ALL
 * records or only ASSIGNED ones (the user's own or assigned startups, or funnels). The
 * default role → permission matrix is not in the spec: it is our decision, written out in
 * docs/permissions.md (generated from DEFAULT_ROLE_PERMISSIONS and checked by a test).
 */
export type PermissionCriteria = "ALL" | "ASSIGNED";
export type PermissionDefinition = { key: string; area: string; withCriteria: boolean };

const area = (name: string, keys: string[], withCriteria: string[] = []): PermissionDefinition[] =>
  keys.map((key) => ({ key, area: name, withCriteria: withCriteria.includes(key) }));

export const PERMISSIONS: readonly PermissionDefinition[] = [
  ...area(
    "Applications",
    [
      "APPLICATION_ALL:VIEW",
      "APPLICATION:DELETE",
      "APPLICATION_FLOW:EDIT",
      "APPLICATION_FLOW:VIEW",
      "APPLICATION/DOWNLOAD_APPLICATION_CTA:VIEW",
      "APPLICATION_OVERVIEW/BATCH/ACTION_CTAS:VIEW",
      "APPLICATION_OVERVIEW/FILTERS:VIEW",
      "APPLICATION_OVERVIEW/QUEUE_BAR:VIEW",
      "APPLICATION/DECIDE_ROUND:VIEW",
      "APPLICATION_DASHBOARD",
      "APPLICATION_DRAFT:ACCESS",
    ],
    ["APPLICATION:DELETE", "APPLICATION_FLOW:EDIT", "APPLICATION_FLOW:VIEW", "APPLICATION/DECIDE_ROUND:VIEW"],
  ),
  ...area(
    "Funnels",
    ["FUNNEL:CREATE", "FUNNEL:DELETE", "FUNNEL:EDIT", "FUNNELS:VIEW:LIST"],
    ["FUNNEL:DELETE", "FUNNEL:EDIT", "FUNNELS:VIEW:LIST"],
  ),
  ...area("Content and programs", ["ARTICLES:EDIT", "COURSE:CREATE", "COURSES:MANAGE", "PROGRAM:CREATE"]),
  ...area(
    "Availability and coaching",
    [
      "AVAILABILITY:EDIT",
      "COACHING_SESSION:DELETE",
      "COACHING_SESSION:EXPORT",
      "EVALUATION_PARAMETER_EDITOR:CREATE",
      "EVALUATION_PARAMETER_EDITOR:EDIT/DELETE",
      "EVALUATION_PARAMETER_EDITOR:VIEW",
    ],
    ["COACHING_SESSION:DELETE", "COACHING_SESSION:EXPORT"],
  ),
  ...area("Chat", ["CHAT:LIMIT:READ", "CHAT:USER_ACCESS:EDIT"]),
  ...area("E-mail", ["EMAIL_BLUEPRINT:MANAGE", "EMAIL_REJECTION:CREATE", "EMAIL_REJECTION:EDIT"]),
  ...area("Events", ["EVENT:CREATE", "EVENT:DELETE", "EVENT:EDIT"]),
  ...area(
    "Feedback",
    ["FEEDBACK_REQUEST:CREATE", "FEEDBACK_REQUEST:VIEW", "FEEDBACK_REQUEST:EDIT", "FEEDBACK_ANSWER:VIEW"],
    ["FEEDBACK_ANSWER:VIEW"],
  ),
  ...area("Forms", ["FORM:CREATE", "FORM:EDIT"]),
  ...area(
    "Industries",
    [
      "INDUSTRIES:STARTUP:ADD",
      "INDUSTRIES:STARTUP:REMOVE",
      "INDUSTRIES:VIEW",
      "INDUSTRIES:EDIT",
      "INDUSTRIES:CREATE",
      "STARTUP:INDUSTRY:VIEW",
      "USER:INDUSTRY:VIEW",
    ],
    ["INDUSTRIES:STARTUP:ADD", "INDUSTRIES:STARTUP:REMOVE"],
  ),
  ...area(
    "Milestones",
    ["STARTUP_MILESTONE:CREATE", "STARTUP_MILESTONE:EDIT"],
    ["STARTUP_MILESTONE:CREATE", "STARTUP_MILESTONE:EDIT"],
  ),
  ...area("Metrics and saved views", ["METRICS/EDIT:VIEW", "SAVED_VIEWS:READ"], ["METRICS/EDIT:VIEW"]),
  ...area(
    "Startups",
    ["STARTUP/ASSIGNATION_MEMBERS:EDIT", "STARTUP/NAME:EDIT", "STARTUP:DELETE", "STARTUP_FILE:VIEW"],
    ["STARTUP/ASSIGNATION_MEMBERS:EDIT", "STARTUP/NAME:EDIT", "STARTUP:DELETE", "STARTUP_FILE:VIEW"],
  ),
  ...area(
    "Tags",
    [
      "TAG:STARTUP:ADD",
      "TAG:STARTUP:REMOVE",
      "TAGS_EDITOR:CREATE",
      "TAGS_EDITOR:VIEW",
      "TAGS_EDITOR:EDIT",
      "TAGS:STARTUP:VIEW",
      "TAGS:APPLICATION:VIEW",
      "TAGS:USER:VIEW",
    ],
    ["TAG:STARTUP:ADD", "TAG:STARTUP:REMOVE"],
  ),
  ...area(
    "Timeline",
    ["TIMELINE/CREATE_PRIVATE_COMMENT:VIEW", "TIMELINE/EMAIL_THREAD_META:VIEW"],
    ["TIMELINE/CREATE_PRIVATE_COMMENT:VIEW", "TIMELINE/EMAIL_THREAD_META:VIEW"],
  ),
  ...area("Users", ["USER:EDIT", "USER:INVITE", "USER_PROFILE/SOCIAL_MEDIA:VIEW", "USER_ROLES:EDIT"]),
  ...area("Tasks", ["TASK/TASK:DELETE"]),
];

export const PERMISSION_KEYS: readonly string[] = PERMISSIONS.map((p) => p.key);

export function isPermissionKey(key: string): boolean {
  return PERMISSION_KEYS.includes(key);
}

/** A key of the catalogue above (checked at run time: the scope refuses an unknown key). */
export type PermissionKey = string;
