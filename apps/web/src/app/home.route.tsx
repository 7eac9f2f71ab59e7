import { HomeRedirect } from "../features/session/index.ts";

export function Component() {
  return <HomeRedirect />;
}
