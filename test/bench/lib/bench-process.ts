import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface BenchProcess {
  url: string;
  child: ChildProcess;
}

/**
 * Starts `api-bench-server.ts <args>` in its own process, so the load generator and the server each
 * get a core. Its stdout (where pino writes the app's log lines, as in production) goes to
 * `logFile`: a real write per line, never a pipe that fills up because nobody reads it.
 * The port comes back over the IPC channel.
 */
export async function startBenchServer(args: string[], logFile: string): Promise<BenchProcess> {
  const log = openSync(logFile, 'a');
  try {
    const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'api-bench-server.ts'), ...args], {
      // tsx resolves from the working directory: the repository root, wherever the bench is called from.
      cwd: resolve(import.meta.dirname, '..', '..', '..'),
      stdio: ['ignore', log, 'inherit', 'ipc'],
    });
    const port = await new Promise<number>((resolvePort, reject) => {
      child.once('message', (message) => resolvePort((message as { port: number }).port));
      child.once('exit', (code) => reject(new Error(`bench server ${args[0]} exited (${code}) before listening`)));
    });
    return { url: `http://127.0.0.1:${port}`, child };
  } finally {
    closeSync(log);
  }
}

export async function stopBenchServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
  child.kill('SIGTERM');
  await exited;
}
