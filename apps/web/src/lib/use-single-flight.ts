import { useEffect, useState } from "react";

/**
 * Some calls must reach the server once per page visit: a validation link or an OpenID
 * callback code is used up by the first call, and a second one (React's development
 * double effects, a re-render) would report the link as used. Calls are kept by key.
 */
const flights = new Map<string, Promise<unknown>>();

export function singleFlight<T>(key: string, run: () => Promise<T>): Promise<T> {
  let flight = flights.get(key) as Promise<T> | undefined;
  if (!flight) {
    flight = run();
    flights.set(key, flight);
  }
  return flight;
}

export type FlightState<T> =
  | { status: "pending" }
  | { status: "done"; data: T }
  | { status: "failed"; error: unknown };

export function useSingleFlight<T>(key: string, run: () => Promise<T>): FlightState<T> {
  const [state, setState] = useState<{ key: string; value: FlightState<T> }>({
    key,
    value: { status: "pending" },
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names the call; `run` is a new closure each render.
  useEffect(() => {
    let current = true;
    singleFlight(key, run).then(
      (data) => current && setState({ key, value: { status: "done", data } }),
      (error: unknown) => current && setState({ key, value: { status: "failed", error } }),
    );
    return () => {
      current = false;
    };
  }, [key]);

  return state.key === key ? state.value : { status: "pending" };
}
