/** What other features use of the programmes: the sub-navigation of the /admin/programs pages. */
export { ProgramsNav } from "./components/programs-nav.tsx";
