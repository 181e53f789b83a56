/**
 * Work a request starts but does not wait for: its answer must not take longer for one case than for
 * another (a reset mail is sent only for a known email, and SMTP takes long enough to tell). The server
 * waits for what is still running before it closes, and tests wait for it before reading the outbox.
 */
export interface BackgroundWork {
  /** Starts `work`; a failure goes to `onFailure`, never to the request that started it. */
  run(work: () => Promise<void>, onFailure: (error: unknown) => void): void;
  /** Settles once every work started so far has settled. */
  idle(): Promise<void>;
}

export function createBackgroundWork(): BackgroundWork {
  const running = new Set<Promise<void>>();
  return {
    run(work, onFailure) {
      const settled: Promise<void> = Promise.resolve()
        .then(work)
        .catch(onFailure)
        .finally(() => running.delete(settled));
      running.add(settled);
    },
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
