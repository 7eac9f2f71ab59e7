/** The permissions module's door: what the viewer may do (keys, criteria, startup scope). */
export { holds, inScope, requireAccess, startupScope, type ViewerAccess, viewerAccess } from "./access.ts";
export { UnknownPermissionError } from "./permissions.errors.ts";
export { isUserAuthorized } from "./permissions.service.ts";
