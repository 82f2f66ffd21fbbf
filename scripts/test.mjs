// The unit suites and the end-to-end suite at the same time (`npm test`, after lint, typecheck
// and the builds). The e2e suite, one browser and one server, keeps about half a core busy and
// otherwise waits on its pages; the unit suites take the rest, at a lower priority (nice 10), so
// the browser's timing stays an idle machine's. The e2e log is printed whole when it ends.
import { spawn } from 'node:child_process';

/** Resolves with the exit code (1 when stopped by a signal), once its output has all come. */
const exited = (child) => new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));

// Its own process group (detached), so that stopping `npm test` stops all of it.
const e2e = spawn('npm', ['test', '-w', 'e2e'], {
  stdio: ['ignore', 'pipe', 'pipe'],
  detached: true,
});
const e2eDone = exited(e2e);
const e2eLog = [];
e2e.stdout.on('data', (chunk) => e2eLog.push(chunk));
e2e.stderr.on('data', (chunk) => e2eLog.push(chunk));
const stopE2e = () => {
  try {
    process.kill(-e2e.pid, 'SIGTERM');
  } catch {
    // Already ended.
  }
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopE2e();
    process.exit(130);
  });
}

console.log('== Unit suites (the e2e suite runs meanwhile; its log follows them) ==');
const unitCode = await exited(
  spawn('nice', ['-n', '10', 'npx', 'vitest', 'run'], { stdio: 'inherit' }),
);
if (e2e.exitCode === null) console.log('== Waiting for the e2e suite ==');
const e2eCode = await e2eDone;
console.log('== End-to-end suite ==');
process.stdout.write(Buffer.concat(e2eLog));
console.log(
  `unit suites: ${unitCode === 0 ? 'passed' : 'FAILED'}; e2e suite: ${e2eCode === 0 ? 'passed' : 'FAILED'}`,
);
process.exit(unitCode || e2eCode);
