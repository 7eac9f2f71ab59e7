/** The guided tours' door: the component the signed-in frame mounts once. */
export { GuidedTours } from "./components/guided-tours.tsx";
