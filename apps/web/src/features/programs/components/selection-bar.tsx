import { Alert, Button, Group, Text } from "@mantine/core";

type Props = {
  /** "3 startups selected", "3 users selected". */
  selectedText: string;
  runText: string;
  ready: boolean;
  starting: boolean;
  onRun: () => void;
  /** Why the last start was refused, if it was. */
  failure: string | null;
  /** What is ticked (its test ids: selected-startups, run-startup-batch …). */
  kind: "startup" | "user";
};

/** An assignation page's bar: how many are ticked, the run button, and a refused start's reason. */
export function SelectionBar({ selectedText, runText, ready, starting, onRun, failure, kind }: Props) {
  return (
    <>
      <Group justify="space-between">
        <Text size="sm" c="dimmed" aria-live="polite" data-testid={`selected-${kind}s`}>
          {selectedText}
        </Text>
        <Button onClick={onRun} disabled={!ready} loading={starting} data-testid={`run-${kind}-batch`}>
          {runText}
        </Button>
      </Group>
      {failure ? (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      ) : null}
    </>
  );
}
