import { Center, Loader } from "@mantine/core";

/** Full-page wait, before anything else can be shown (no text: messages may not be loaded). */
export function PageLoader() {
  return (
    <Center mih="100dvh">
      <Loader type="dots" />
    </Center>
  );
}
