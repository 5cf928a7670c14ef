import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Starts one more "app server" for the tests that run several on one database: `node --import tsx
 * {script}` with `env`. The script prints `{marker}-READY` once Payload is up, waits for a line on
 * stdin, does its work and prints `{marker}-RESULT {json}`. Resolves when it is ready, with a
 * promise of its result: the JSON, or null when the test killed it (SIGKILL).
 */
export function startWorker<Result>(script: string, marker: string, env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; result: Promise<Result | null> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: root, env, stdio: ['pipe', 'pipe', 'pipe'] });
  let output = '';
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  return new Promise((resolveReady, rejectReady) => {
    const result = new Promise<Result | null>((resolve, reject) => {
      child.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes(`${marker}-READY`)) resolveReady({ child, result });
      });
      child.on('exit', (code, signal) => {
        const line = new RegExp(`${marker}-RESULT (\\{.*\\})`).exec(output)?.[1];
        if (signal === 'SIGKILL') resolve(null);
        else if (code === 0 && line) resolve(JSON.parse(line) as Result);
        else {
          const failure = new Error(`${script} exited with ${code}:\n${output}\n${errors}`);
          reject(failure);
          rejectReady(failure);
        }
      });
    });
  });
}
