import type { ServerModule } from "../../server-module.ts";
import { deliverMailJob } from "./mail-delivery.job.ts";

/** Registers the module with the server: the delivery job of every e-mail. */
export const mailModule: ServerModule = {
  name: "mail",
  jobs: [deliverMailJob],
};
