/**
 * A run's batches, each claimed once by the thread that makes it: a worker claims a batch when it
 * starts it, and the main thread, out of batches, takes back those a worker was sent but has not
 * started (a worker still loading the site would otherwise keep them to the end of the run).
 */
export interface Claimable {
  /** One slot per batch of the run (shared memory): 0 unclaimed, 1 claimed. */
  claims?: Int32Array | undefined;
  /** The batch's slot in `claims`. */
  slot?: number | undefined;
}

/** Slots for `count` batches, shared with the workers. */
export function claimSlots(count: number): Int32Array {
  return new Int32Array(new SharedArrayBuffer(4 * Math.max(1, count)));
}

/** Claims the batch for this thread: false when another thread has it already. */
export function claimBatch(request: Claimable): boolean {
  if (!request.claims || request.slot === undefined) return true;
  return Atomics.compareExchange(request.claims, request.slot, 0, 1) === 0;
}
