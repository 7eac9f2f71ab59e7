import { graphql } from "../../../gql/index.ts";

/** The jobs screen: how many jobs are in each state, and the jobs of one state. */
export const BackgroundJobsQuery = graphql(`
  query BackgroundJobs($filter: BackgroundJobFilter!) {
    backgroundJobCounts {
      queued
      running
      done
      failed
      retried
    }
    backgroundJobs(filter: $filter, first: 50) {
      id
      kind
      status
      attempts
      maxAttempts
      lastError
      runAt
      createdAt
      finishedAt
    }
  }
`);
