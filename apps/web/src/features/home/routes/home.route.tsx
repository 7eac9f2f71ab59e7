import { HomePage } from "../components/home-page.tsx";

export function Component() {
  return <HomePage />;
}
