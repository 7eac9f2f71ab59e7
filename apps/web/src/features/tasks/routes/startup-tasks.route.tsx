import { useQuery } from "@apollo/client/react";
import { Loader } from "@mantine/core";
import { useParams } from "react-router";
import { TaskStartupQuery } from "../api/task-startup.query.ts";
import { StartupTasks } from "../components/startup-tasks.tsx";

/** /startup/file/tasks and /startup/:id/file/tasks: the startup's tasks. */
export function Component() {
  const { id } = useParams();
  const { data } = useQuery(TaskStartupQuery, { variables: id ? { id } : {} });
  const startupId = data?.startupFile?.id;
  if (!startupId) return <Loader size="sm" />;
  return <StartupTasks startupId={startupId} />;
}
