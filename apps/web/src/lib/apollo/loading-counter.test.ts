import { ApolloClient, ApolloLink, gql, InMemoryCache } from "@apollo/client";
import { Subject } from "rxjs";
import { describe, expect, it } from "vitest";
import { countsAsLoading, createLoadingCounter, createLoadingLink } from "./loading-counter.ts";

const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });

/** A server whose answer the test releases by hand. */
function pendingServer() {
  const answer = new Subject<ApolloLink.Result>();
  return { answer, link: new ApolloLink(() => answer.asObservable()) };
}

function run(counter: ReturnType<typeof createLoadingCounter>, source: string) {
  const server = pendingServer();
  const link = ApolloLink.from([createLoadingLink(counter), server.link]);
  const results: unknown[] = [];
  const errors: unknown[] = [];
  const subscription = ApolloLink.execute(link, { query: gql(source) }, { client }).subscribe({
    next: (value) => results.push(value),
    error: (error) => errors.push(error),
  });
  return { ...server, subscription, results, errors };
}

describe("countsAsLoading", () => {
  it.each([
    { operationName: "CreateStartup", operationType: "mutation", expected: true },
    { operationName: "CreateApplicant", operationType: "query", expected: true },
    { operationName: "ConfirmAccount", operationType: "query", expected: true },
    { operationName: "CreateForm", operationType: "query", expected: true },
    { operationName: "PublishInFormBuilder", operationType: "query", expected: true },
    { operationName: "CurrentUser", operationType: "query", expected: false },
    { operationName: "SessionLoggedOut", operationType: "subscription", expected: false },
    { operationName: "UpsertSession", operationType: "mutation", expected: false },
  ] as const)("$operationType $operationName → $expected", ({ expected, ...operation }) => {
    expect(countsAsLoading(operation as Parameters<typeof countsAsLoading>[0])).toBe(expected);
  });
});

describe("the loading link", () => {
  it("rises while a mutation runs and falls when it completes", () => {
    const counter = createLoadingCounter();
    const call = run(counter, "mutation CreateStartup { createStartup { id } }");
    expect(counter.get()).toBe(1);
    call.answer.next({ data: { createStartup: { id: "1" } } });
    call.answer.complete();
    expect(counter.get()).toBe(0);
    expect(call.results).toHaveLength(1);
  });

  it("falls when the operation fails, and only once", () => {
    const counter = createLoadingCounter();
    const first = run(counter, "mutation A { a }");
    const second = run(counter, "mutation B { b }");
    expect(counter.get()).toBe(2);
    first.answer.error(new Error("boom"));
    first.subscription.unsubscribe();
    expect(counter.get()).toBe(1);
    expect(first.errors).toHaveLength(1);
    second.subscription.unsubscribe();
    expect(counter.get()).toBe(0);
  });

  it("leaves ordinary queries out", () => {
    const counter = createLoadingCounter();
    run(counter, "query CurrentUser { currentUser { id } }");
    expect(counter.get()).toBe(0);
  });
});
