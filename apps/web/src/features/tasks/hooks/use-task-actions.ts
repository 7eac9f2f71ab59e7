import { useMutation } from "@apollo/client/react";
import { useCurrentUser } from "../../session/index.ts";
import { DeleteTaskMutation } from "../api/delete-task.mutation.ts";
import { RespondToTaskRequestMutation } from "../api/respond-to-task-request.mutation.ts";
import { UpdateTaskDoneMutation } from "../api/update-task-done.mutation.ts";

/** Ticking off one's task, answering a request, deleting a task. */
export function useTaskActions() {
  const viewer = useCurrentUser();
  const [markDone] = useMutation(UpdateTaskDoneMutation);
  const [respond] = useMutation(RespondToTaskRequestMutation);
  const [remove] = useMutation(DeleteTaskMutation);
  return {
    viewerId: viewer.id,
    setDone: (taskId: string, done: boolean) =>
      markDone({ variables: { taskId, assigneeId: viewer.id, done } }),
    respond: (taskId: string, accept: boolean) => respond({ variables: { taskId, accept } }),
    remove: (taskId: string) => remove({ variables: { taskId } }),
  };
}
