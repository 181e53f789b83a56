import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
/** The newest installed PostgreSQL, as scripts/postgres/start.sh picks it (read on use: PGlite runs have none). */
const bin = (program: string) => {
  const versions = fs.readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b));
  return path.join('/usr/lib/postgresql', versions.at(-1) ?? '15', 'bin', program);
};
const asRoot = process.getuid?.() === 0;

/** initdb refuses root: as root, PostgreSQL's programs run as the `postgres` user. */
const asOwner = (program: string, args: string[]) =>
  asRoot ? run('runuser', ['-u', 'postgres', '--', bin(program), ...args]) : run(bin(program), args);

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

const isGone = (pid: number) => {
  try {
    // A zombie (exited, not yet reaped) counts as gone: it holds no memory and no socket.
    return fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.startsWith('Z') ?? true;
  } catch {
    return true;
  }
};

export interface PostgresServer {
  /** Admin URL of its `postgres` database. */
  url: string;
  start(): Promise<void>;
  /** `pg_ctl stop -m fast`: sessions are ended and the server shuts down cleanly. */
  stop(): Promise<void>;
  /** kill -9 of the postmaster and of every backend, as a power cut would leave it. */
  crash(): Promise<void>;
  /** Its server log so far (what recovery it ran on start). */
  log(): string;
  /** Stops it if running and removes its folder. */
  destroy(): Promise<void>;
}

/**
 * A PostgreSQL server of its own for a test that stops, restarts or crashes it, so the shared test
 * server is never disturbed. `durable` keeps PostgreSQL's defaults (fsync and synchronous_commit on).
 */
export async function startPostgresServer({ durable }: { durable: boolean }): Promise<PostgresServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-own-pg-'));
  if (asRoot) fs.chownSync(dir, Number((await run('id', ['-u', 'postgres'])).stdout.trim()), -1);
  const data = path.join(dir, 'data');
  const port = await freePort();
  await asOwner('initdb', ['-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C.UTF-8', '-D', data]);
  const settings = durable
    ? '-c fsync=on -c synchronous_commit=on -c full_page_writes=on'
    : '-c fsync=off -c synchronous_commit=off -c full_page_writes=off';
  // TCP only: no Unix socket, so no socket lock file for a crashed postmaster to leave behind.
  const options = `-p ${port} -k '' -c listen_addresses=127.0.0.1 ${settings}`;
  const log = path.join(dir, 'server.log');
  const postmasterPid = () => Number(fs.readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
  let running = false;

  const server: PostgresServer = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async start() {
      try {
        await asOwner('pg_ctl', ['-D', data, '-l', log, '-w', '-t', '60', '-o', options, 'start']);
      } catch (error) {
        throw new Error(`${(error as Error).message}\n${fs.readFileSync(log, 'utf8').slice(-2000)}`);
      }
      running = true;
    },
    async stop() {
      await asOwner('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      running = false;
    },
    async crash() {
      const postmaster = postmasterPid();
      const backends = (await run('ps', ['-o', 'pid=', '--ppid', String(postmaster)])).stdout
        .split('\n')
        .map(Number)
        .filter((pid) => pid > 0);
      for (const pid of [postmaster, ...backends]) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          /* a backend that ended on its own between the listing and the kill */
        }
      }
      while (![postmaster, ...backends].every(isGone)) await new Promise((resolve) => setTimeout(resolve, 20));
      // After a power cut PostgreSQL finds its lock file naming a pid that no longer exists and goes on.
      // Here the dead postmaster may linger unreaped (a zombie still has its pid): drop its lock file.
      fs.rmSync(path.join(data, 'postmaster.pid'), { force: true });
      running = false;
    },
    log: () => fs.readFileSync(log, 'utf8'),
    async destroy() {
      if (running) await asOwner('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  await server.start();
  return server;
}
