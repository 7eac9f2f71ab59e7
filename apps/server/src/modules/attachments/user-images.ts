import type { AttachmentReferenceType } from "../../attachment-reference.ts";
import { userById } from "../users/index.ts";

/**
 * A user's avatar and profile cover (POST /api/users/file): images, one of each; every
 * signed-in user of the tenant may see them, only the user changes them.
 */
function userImage(type: string): AttachmentReferenceType {
  return {
    type,
    accept: "image",
    maxFiles: 1,
    async canRead(ctx, referenceId) {
      return ctx.viewer !== null && (await userById(ctx, referenceId)) !== null;
    },
    async canWrite(ctx, referenceId) {
      return ctx.viewer?.id === referenceId;
    },
  };
}

export const USER_AVATAR = "UserAvatar";
export const USER_COVER = "UserCover";
export const userImageReferences = [userImage(USER_AVATAR), userImage(USER_COVER)];
