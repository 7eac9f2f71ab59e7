import { useState } from "react";
import { useIntl } from "react-intl";
import { type MutationFailure, mutationFailure } from "../lib/mutation-failure.ts";

/** A modal's one call: busy while it runs, the refusal kept for the form to show. */
export function useSubmit<A extends unknown[]>(call: (...args: A) => Promise<unknown>) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<MutationFailure | null>(null);
  const submit = async (...args: A): Promise<boolean> => {
    setBusy(true);
    setFailure(null);
    try {
      await call(...args);
      return true;
    } catch (error) {
      setFailure(mutationFailure(error, intl));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, submit };
}
