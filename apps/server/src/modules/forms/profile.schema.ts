import { builder } from "../../graphql/builder.ts";
import { videoToken } from "../attachments/index.ts";
import { CustomFieldEntityRef } from "../custom-fields/index.ts";
import { FormRef } from "./forms.schema.ts";
import { profileForm } from "./forms.service.ts";
import { flagOn } from "./forms-access.ts";

/** The profile layouts' forms and the video question token (docs/forms.md, decision 038). */
builder.queryField("profileForm", (t) =>
  t.field({
    type: FormRef,
    nullable: true,
    description: "The user or startup profile's layout form (user_profile / startup_profile), or null.",
    authScopes: { authenticated: true },
    args: { entity: t.arg({ type: CustomFieldEntityRef, required: true }) },
    resolve: (_r, args, ctx) => profileForm(ctx, args.entity),
  }),
);

builder.queryField("videoQuestionToken", (t) =>
  t.string({
    nullable: true,
    description:
      "A token (one hour, this user of this organisation) that a video answer's upload sends as x-video-token; null unless the videoQuestions feature is on. Without it the renderer hides video questions.",
    authScopes: { authenticated: true },
    resolve: async (_r, _a, ctx) =>
      ctx.viewer && (await flagOn(ctx, "videoQuestions"))
        ? videoToken(ctx.tenant.id, ctx.viewer.id, ctx.clock.now())
        : null,
  }),
);
