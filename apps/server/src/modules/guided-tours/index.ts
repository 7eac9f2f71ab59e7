/** The guided-tours module's door: each user's status of the four tours (decision 020). */

export { completeEveryTourOf, type GuidedTourView } from "./guided-tours.service.ts";
