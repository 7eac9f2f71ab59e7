/** The application overview's door: the queue bar the application file shows in its header. */
export { QueueBar } from "./components/queue-bar.tsx";
