// An embedded PostgreSQL for machines without a database server: PGlite
// (PostgreSQL compiled to WebAssembly, running in this process) served over
// the PostgreSQL wire protocol on 127.0.0.1, so the app reaches it through the
// same DATABASE_URL + adapter-pg path as a real server.
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync, writeSync } from "node:fs";
import { join, resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

// The socket server refuses connections past this many (its default of one
// breaks pooled clients). The app uses a pool of one against PGlite, since it
// runs one query at a time anyway; tests and scripts may add a few more.
const MAX_CONNECTIONS = 20;

// Data folders this process has open; see isRunning().
const openFolders = new Set();

/**
 * Opens PGlite persisted in `<dataDir>/pglite` (or in memory when `dataDir` is
 * null or `inMemory` is set) and serves it on 127.0.0.1:`port` (0 = a free
 * port). Resolves to `{ databaseUrl, stop }`; `stop()` closes the server and
 * the database so the data survives a restart.
 */
export async function startEmbeddedPostgres({ dataDir = "./.data", port = 0, inMemory = false } = {}) {
  const folder = inMemory || dataDir === null ? null : resolve(dataDir);
  let releaseLock = () => {};
  if (folder) {
    // PGlite creates only the last folder of its path.
    mkdirSync(folder, { recursive: true });
    releaseLock = lockDataFolder(folder);
  }

  let db;
  try {
    db = await PGlite.create(folder ? join(folder, "pglite") : undefined);
    const server = new PGLiteSocketServer({ db, host: "127.0.0.1", port, maxConnections: MAX_CONNECTIONS });
    await server.start();
    const address = server.getServerConn(); // "127.0.0.1:<port>" once listening
    const databaseUrl = `postgresql://postgres@${address}/postgres`;
    // Published for tools that need the database while this process has it (connectEmbeddedPostgres).
    if (folder) writeFileSync(urlFile(folder), `${databaseUrl}\n`);
    let stopping;
    return {
      databaseUrl,
      stop() {
        stopping ??= (async () => {
          try {
            if (folder) rmSync(urlFile(folder), { force: true });
            await server.stop();
            await db.close();
          } finally {
            releaseLock();
          }
        })();
        return stopping;
      },
    };
  } catch (error) {
    await db?.close().catch(() => {});
    releaseLock();
    throw error;
  }
}

/**
 * The embedded database of a data folder for a command-line tool: opened here
 * when no process has it, else reached through the server of the process
 * that has it open (a running `npm start`). `stop()` closes only what this
 * process opened.
 */
export async function connectEmbeddedPostgres({ dataDir = "./.data" } = {}) {
  const folder = resolve(dataDir);
  try {
    return await startEmbeddedPostgres({ dataDir: folder });
  } catch (error) {
    if (!existsSync(urlFile(folder)) || !isRunning(lockOwner(join(folder, "pglite.lock")))) throw error;
    return { databaseUrl: readFileSync(urlFile(folder), "utf8").trim(), stop: async () => {} };
  }
}

function urlFile(folder) {
  return join(folder, "pglite.url");
}

/**
 * PGlite corrupts a data folder that two processes write at once, and nothing
 * in it stops that, so a lock file names the process that has it open. A lock
 * left by a process that no longer runs (a crash, a killed container) is taken
 * over. Returns the function that releases the lock.
 */
function lockDataFolder(folder) {
  const lockFile = join(folder, "pglite.lock");
  if (openFolders.has(folder)) throw inUse(folder, lockFile);
  if (!createLockFile(lockFile)) {
    if (isRunning(lockOwner(lockFile))) throw inUse(folder, lockFile);
    rmSync(lockFile, { force: true });
    // Fails only if another process took over the same stale lock just now.
    if (!createLockFile(lockFile)) throw inUse(folder, lockFile);
  }
  openFolders.add(folder);
  return () => {
    openFolders.delete(folder);
    rmSync(lockFile, { force: true });
  };
}

function createLockFile(lockFile) {
  try {
    const fd = openSync(lockFile, "wx");
    writeSync(fd, `${process.pid}\n`);
    closeSync(fd);
    return true;
  } catch (error) {
    if (error.code === "EEXIST") return false;
    throw error;
  }
}

function lockOwner(lockFile) {
  try {
    return Number.parseInt(readFileSync(lockFile, "utf8"), 10);
  } catch {
    return Number.NaN; // released meanwhile
  }
}

function inUse(folder, lockFile) {
  return new Error(
    `The embedded database in ${folder} is already open in process ${lockOwner(lockFile)}. ` +
      `Stop that process first, or set DATABASE_URL to use a PostgreSQL server. ` +
      `(If no such process is running, delete ${lockFile}.)`,
  );
}

function isRunning(pid) {
  // Our own pid in the file of a folder we have not opened is a leftover: a
  // restarted container often gives the new process the same small pid.
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM"; // alive, but owned by another user
  }
}
