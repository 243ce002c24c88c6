// Long computations written once and run two ways: at once (finish(), for
// the browser and tests), or on the server in slices with other requests
// served in between (lib/contacts/server.ts). A step function marks the
// points where it may be paused with a bare `yield`.

/** A computation that may pause at each `yield` and ends with its result. */
export type Work<T> = Generator<void, T, void>;

/** Runs a piece of work to its end without pausing. */
export function finish<T>(work: Work<T>): T {
  for (;;) {
    const step = work.next();
    if (step.done) return step.value;
  }
}
