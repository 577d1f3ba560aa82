// Waiting for what runs in its own time (the job queue, an SMTP server's deliveries).

/**
 * Resolves once `condition` holds, asked every 50 ms; throws after `timeoutMs` (20 seconds
 * unless told), saying what it waited for.
 */
export async function until(
  condition: () => boolean | Promise<boolean>,
  { timeoutMs = 20_000, what = 'the condition' }: { timeoutMs?: number; what?: string } = {},
): Promise<void> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
