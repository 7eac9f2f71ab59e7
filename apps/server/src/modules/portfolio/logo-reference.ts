import type { AttachmentReferenceType } from "../../server-module.ts";
import type { ServiceContext } from "../../service-context.ts";
import { startupFile } from "./portfolio.service.ts";

/**
 * A startup's logo (modules/attachments): one image. Whoever sees the file reads it; whoever
 * may change the profile (file-rights.ts) uploads it, then saves it with updateStartup.
 */
export const STARTUP_LOGO = "StartupLogo";

export const startupLogoReference: AttachmentReferenceType = {
  type: STARTUP_LOGO,
  accept: "image",
  maxFiles: 1,
  canRead: async (ctx: ServiceContext, id: string) =>
    ctx.viewer != null && (await startupFile(ctx, id)) != null,
  canWrite: async (ctx: ServiceContext, id: string) =>
    ctx.viewer != null && ((await startupFile(ctx, id))?.viewerRights.mayEditProfile ?? false),
};
