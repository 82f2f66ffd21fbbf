import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { TStorage } from './types';

export type TS3Config = {
  bucket: string;
  /** Unset: AWS itself; else any S3-compatible service (MinIO, R2, a local stand-in). */
  endpoint: string | undefined;
  region: string;
  forcePathStyle: boolean;
  /** Unset: the SDK's own chain (AWS_* variables, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
};

/** An absent key, told apart from a missing bucket or a refused call, which stay errors. */
const isMissing = (error: unknown) =>
  error instanceof Error && (error.name === 'NoSuchKey' || error.name === 'NotFound');

/**
 * Objects in one bucket, keyed by stored name. The app streams them to its clients itself, so
 * the bucket stays private and the private-file rules hold.
 */
export function createS3Storage(config: TS3Config): TStorage {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
  });
  const Bucket = config.bucket;
  return {
    put: async (name, bytes, mediaType) => {
      await client.send(
        new PutObjectCommand({ Bucket, Key: name, Body: bytes, ContentType: mediaType }),
      );
    },
    get: async (name) => {
      const answer = await client
        .send(new GetObjectCommand({ Bucket, Key: name }))
        .catch((error: unknown) => {
          if (isMissing(error)) return null;
          throw error;
        });
      if (!answer) return null;
      if (!(answer.Body instanceof Readable)) throw new Error(`S3 sent no stream for ${name}`);
      return {
        body: answer.Body,
        size: answer.ContentLength ?? 0,
        lastModified: answer.LastModified ?? new Date(0),
      };
    },
    exists: async (name) =>
      client.send(new HeadObjectCommand({ Bucket, Key: name })).then(
        () => true,
        (error: unknown) => {
          if (isMissing(error)) return false;
          throw error;
        },
      ),
    delete: async (name) => {
      await client.send(new DeleteObjectCommand({ Bucket, Key: name }));
    },
    list: async () => {
      const names: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const object of page.Contents ?? []) if (object.Key) names.push(object.Key);
        ContinuationToken = page.NextContinuationToken;
      } while (ContinuationToken);
      return names;
    },
    close: () => client.destroy(),
  };
}
