-- Failed sign-in counts (plugins/sign-in-throttle.ts) live here rather than in each API
-- process's memory: with several processes behind a load balancer, a guesser's attempts land
-- on all of them, and a count per process would multiply the limit by their number (issue 13).
-- One row per counted key (an address, or a route and an account) and its window.
CREATE TABLE rate_limit_counters (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  window_ends timestamptz NOT NULL
);

-- Expired windows are swept now and then (postgres-rate-limit-store.ts).
CREATE INDEX rate_limit_counters_window_ends_idx ON rate_limit_counters (window_ends);
