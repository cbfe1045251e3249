import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  DeleteObjectsCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client,
} from '@aws-sdk/client-s3';
import type { AppConfig, S3Settings } from '../config';

export interface StoredObject {
  body: Readable;
  length: number;
}

/** Where uploaded pictures live: one folder on this machine, or a bucket every app server shares. */
export interface ObjectStore {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** null when there is no such object. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the objects; missing ones are not an error (sweeps and deletes may race). */
  delete(keys: string[]): Promise<void>;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

export function localObjectStore(root: string): ObjectStore {
  const file = (key: string) => path.join(root, ...key.split('/'));
  return {
    async put(key, data) {
      const target = file(key);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      // Written aside and renamed, so a reader never sees half a picture.
      const partial = `${target}.${process.pid}.partial`;
      await fs.promises.writeFile(partial, data);
      await fs.promises.rename(partial, target);
    },
    async get(key) {
      try {
        const { size } = await fs.promises.stat(file(key));
        return { body: fs.createReadStream(file(key)), length: size };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(keys) {
      await Promise.all(keys.map((key) => fs.promises.rm(file(key), { force: true })));
      const folders = new Set(keys.map((key) => path.dirname(file(key))));
      await Promise.all([...folders].map((folder) => fs.promises.rmdir(folder).catch(() => undefined)));
    },
  };
}

/**
 * How long one request to the object store may go unanswered (connecting, or the answer): a photo of 100-400 KB
 * takes milliseconds from a store beside the servers.
 */
const OBJECT_STORE_TIMEOUT_MS = 5000;

export function s3ObjectStore(settings: S3Settings): ObjectStore {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.accessKeyId && settings.secretAccessKey
      ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
      : undefined,
    // Checksums only where S3 requires them: S3-compatible stores (MinIO, R2, test servers) differ in the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // The SDK waits forever by default: a store that stops answering (a partition) would hold every photo request.
    requestHandler: {
      connectionTimeout: OBJECT_STORE_TIMEOUT_MS,
      requestTimeout: OBJECT_STORE_TIMEOUT_MS,
      throwOnRequestTimeout: true,
      // A picture's bytes that stop coming mid-way.
      socketTimeout: OBJECT_STORE_TIMEOUT_MS,
    },
    // One retry: a photo that has not come in about ten seconds is not worth more waiting.
    maxAttempts: 2,
  });
  const Bucket = settings.bucket;
  return {
    async put(key, data, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: data, ContentType: contentType }));
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return null;
        return { body: object.Body as Readable, length: object.ContentLength ?? 0 };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async delete(keys) {
      if (keys.length === 0) return;
      await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true } }));
    },
  };
}

const stores = new WeakMap<AppConfig, ObjectStore>();

/** The app's store, made once per configuration: S3 when S3_BUCKET is set, else UPLOADS_DIR on this machine. */
export function objectStoreFor(config: AppConfig): ObjectStore {
  let store = stores.get(config);
  if (!store) {
    store = config.s3 ? s3ObjectStore(config.s3) : localObjectStore(config.uploadsDir);
    stores.set(config, store);
  }
  return store;
}
