/** Vitest's global setup: the server's build, once, before the files that run it as a process. */
import { buildServerIfChanged } from './server-process';

export default function setup() {
  buildServerIfChanged();
}
