import { createBackgroundWork } from './background-work';

describe('background work', () => {
  it('runs work without holding its caller, and is idle only once all of it has settled', async () => {
    const background = createBackgroundWork();
    const done: string[] = [];
    let finishMail!: () => void;
    background.run(
      () => new Promise<void>((resolve) => (finishMail = resolve)).then(() => void done.push('mail')),
      () => done.push('failed'),
    );
    let isIdle = false;
    const idle = background.idle().then(() => (isIdle = true));
    await Promise.resolve();
    expect(isIdle).toBe(false);
    // Work started while waiting is waited for too.
    background.run(
      async () => void done.push('second'),
      () => undefined,
    );
    finishMail();
    await idle;
    expect(done.sort()).toEqual(['mail', 'second']);
  });

  it('hands a failure, thrown at once or later, to its own handler', async () => {
    const background = createBackgroundWork();
    const failures: unknown[] = [];
    background.run(
      () => {
        throw new Error('no SMTP');
      },
      (error) => failures.push(error),
    );
    background.run(
      () => Promise.reject(new Error('refused')),
      (error) => failures.push(error),
    );
    await background.idle();
    expect(failures.map((error) => (error as Error).message)).toEqual(['no SMTP', 'refused']);
    await expect(background.idle()).resolves.toBeUndefined();
  });
});
