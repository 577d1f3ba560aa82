import { makeWorkerUtils, type WorkerUtils } from 'graphile-worker';
import pg from 'pg';

/**
 * The job queue's utilities (add a job, install the schema) on a pool of the test's own,
 * released only once every connection has ended. graphile-worker's own pool, made from a
 * connection string, is ended without waiting and loses its error listeners first: a
 * database dropped right after (DROP DATABASE … WITH (FORCE)) then ends connections nobody
 * listens to any more, an uncaught error in the test's process.
 */
export async function testWorkerUtils(
  connectionString: string,
): Promise<{ utils: WorkerUtils; release(): Promise<void> }> {
  const pool = new pg.Pool({ connectionString, max: 4 });
  // A connection the server ends (a test that terminates them) is expected here.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const utils = await makeWorkerUtils({ pgPool: pool });
  let released: Promise<void> | null = null;
  return {
    utils,
    release: () =>
      (released ??= (async () => {
        await utils.release();
        await pool.end();
      })()),
  };
}
