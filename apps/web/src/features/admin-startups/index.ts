/**
 * The startups administration's door (lane E, issue 18): the startup batch hook, which the
 * programmes' startup assignations page (features/programs) uses with BatchProgressCard kind
 * "startups".
 */
export {
  type StartStartupBatchInput,
  type StartupBatchProgress,
  useStartupBatch,
} from "./hooks/use-startup-batch.ts";
