import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export const S3_TEST_BUCKET = 'habitat-test';

/**
 * A local S3 (s3rver) on a free port, over a temporary folder, with the test bucket made.
 * `env` is what the app needs to use it (STORAGE=s3 and its settings).
 */
export async function startS3StandIn() {
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory: mkdtempSync(join(tmpdir(), 'habitat-s3-')),
    silent: true,
    configureBuckets: [{ name: S3_TEST_BUCKET }],
  });
  const { port } = await server.run();
  const env = {
    STORAGE: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: S3_TEST_BUCKET,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
  return { env, close: () => server.close() };
}
