// Reads multipart (or JSON) forms, streaming each file to a temporary file on disk (never into
// memory), checks its size and real type, and moves checked files into media/.
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rename, unlink } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { Transform } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES } from '../contract/limits.js';
import { sharedMsg } from '../contract/messages.js';
import { MAX_CONCURRENT_UPLOADS } from './config.js';
import type { AppContext } from './context.js';
import { HttpError, httpError } from './errors.js';

export type FileKind = 'pdf' | 'png' | 'jpeg' | 'gif' | 'webp' | 'heic';
export type FileRule = 'image' | 'image-or-pdf';

export interface UploadedFile {
  filename: string;
  /** The temporary file holding the upload (removed when the response is sent, unless stored). */
  tempPath: string;
  size: number;
  sha256: string;
  kind: FileKind | null;
  tooLarge: boolean;
}

/**
 * A form whose text fields are read by the names of the contract's request type T (contract/wire):
 * a field the contract does not name, or no longer names after a rename, does not compile.
 */
export interface FormInput<T> {
  fields: { get(name: keyof T & string): string | undefined };
  files: Map<string, UploadedFile>;
  /** Text fields cut off by the multipart field-size limit. */
  truncated: Set<string>;
}

export const WRONG_FILE_TYPE = 'Only images or PDF files are allowed.';
export const DISK_FULL = 'The server has no room to store files just now. Please try again later.';
export const TOO_MANY_UPLOADS =
  'You are already sending several files. Please wait for them to finish, then try again.';

const EXTENSIONS: Record<FileKind, string> = {
  pdf: '.pdf',
  png: '.png',
  jpeg: '.jpg',
  gif: '.gif',
  webp: '.webp',
  heic: '.heic',
};

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

function startsWith(data: Buffer, bytes: readonly number[], offset = 0): boolean {
  if (data.length < offset + bytes.length) return false;
  return bytes.every((byte, i) => data[offset + i] === byte);
}

function ascii(data: Buffer, start: number, end: number): string {
  return data.length >= end ? data.subarray(start, end).toString('latin1') : '';
}

/** Identifies a file from its first bytes (never from its name or declared type). */
export function detectFileKind(data: Buffer): FileKind | null {
  if (ascii(data, 0, 5) === '%PDF-') return 'pdf';
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'jpeg';
  const gif = ascii(data, 0, 6);
  if (gif === 'GIF87a' || gif === 'GIF89a') return 'gif';
  if (ascii(data, 0, 4) === 'RIFF' && ascii(data, 8, 12) === 'WEBP') return 'webp';
  if (ascii(data, 4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(data, 8, 12))) return 'heic';
  return null;
}

function fileAllowed(kind: FileKind | null, rule: FileRule): boolean {
  if (kind === null) return false;
  return rule === 'image-or-pdf' || kind !== 'pdf';
}

async function waitForRequestEnd(raw: IncomingMessage): Promise<void> {
  if (raw.complete) return;
  if (raw.destroyed) throw httpError(400, 'The upload was interrupted.');
  await new Promise<void>((resolve, reject) => {
    raw.once('end', () => resolve());
    raw.once('close', () => {
      if (raw.complete) resolve();
      else reject(httpError(400, 'The upload was interrupted.'));
    });
    raw.resume();
  });
}

/** Whether an error says the disk (or the account's quota on it) is full. */
function isDiskFull(error: unknown): boolean {
  const code = error instanceof Error && 'code' in error ? error.code : undefined;
  return code === 'ENOSPC' || code === 'EDQUOT' || code === 'SQLITE_FULL';
}

/** 507 with Retry-After: the server's own trouble, which a client retries later (not a 400). */
function diskFull(): HttpError {
  return new HttpError(507, { error: DISK_FULL }, { 'retry-after': '300' });
}

function scalarToString(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return null;
}

/** Temporary files written for a request, removed once its response has been sent. */
const tempFiles = new WeakMap<FastifyRequest, string[]>();
/** The user whose upload slot a request holds. */
const uploadSlots = new WeakMap<FastifyRequest, { ctx: AppContext; userId: number }>();

function releaseRequest(request: FastifyRequest): void {
  const slot = uploadSlots.get(request);
  if (slot) {
    uploadSlots.delete(request);
    const left = (slot.ctx.activeUploads.get(slot.userId) ?? 1) - 1;
    if (left > 0) slot.ctx.activeUploads.set(slot.userId, left);
    else slot.ctx.activeUploads.delete(slot.userId);
  }
  const files = tempFiles.get(request);
  tempFiles.delete(request);
  for (const file of files ?? []) void unlink(file).catch(() => undefined);
}

/** Frees upload slots and temporary files when a response is sent or the client goes away. */
export function registerUploadCleanup(app: FastifyInstance): void {
  app.addHook('onResponse', (request, _reply, done) => {
    releaseRequest(request);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    releaseRequest(request);
    done();
  });
}

/** Takes one of the user's upload slots for this request; 429 when all are in use. */
function takeUploadSlot(ctx: AppContext, request: FastifyRequest, userId: number): void {
  const active = ctx.activeUploads.get(userId) ?? 0;
  if (active >= MAX_CONCURRENT_UPLOADS) {
    throw new HttpError(429, { error: TOO_MANY_UPLOADS }, { 'retry-after': '5' });
  }
  ctx.activeUploads.set(userId, active + 1);
  uploadSlots.set(request, { ctx, userId });
}

/**
 * Cuts the connection off when a window passes in which fewer than ctx.uploadMinRate bytes
 * arrived (a trickled body would otherwise keep its upload slot); returns the stop function.
 */
function watchUploadRate(ctx: AppContext, request: FastifyRequest): () => void {
  const socket = request.raw.socket;
  let seen = socket.bytesRead;
  const timer = setInterval(() => {
    const now = socket.bytesRead;
    if (now - seen < ctx.uploadMinRate.bytes) {
      clearInterval(timer);
      socket.destroy();
    }
    seen = now;
  }, ctx.uploadMinRate.windowMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** Streams one file part to a temporary file, hashing it and keeping only its first bytes. */
async function saveToTemp(
  ctx: AppContext,
  request: FastifyRequest,
  stream: NodeJS.ReadableStream & { truncated?: boolean },
): Promise<{ tempPath: string; size: number; sha256: string; head: Buffer; truncated: boolean }> {
  const tempPath = path.join(ctx.uploadTmpDir, `${randomUUID()}.part`);
  const list = tempFiles.get(request) ?? [];
  list.push(tempPath);
  tempFiles.set(request, list);
  const hash = createHash('sha256');
  let size = 0;
  let head = Buffer.alloc(0);
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      hash.update(chunk);
      if (head.length < 16) head = Buffer.concat([head, chunk.subarray(0, 16 - head.length)]);
      callback(null, chunk);
    },
  });
  const target = ctx.uploadTarget?.(tempPath) ?? tempPath;
  await pipeline(
    stream,
    meter,
    createWriteStream(target, { flags: target === tempPath ? 'wx' : 'w' }),
  );
  return { tempPath, size, sha256: hash.digest('hex'), head, truncated: stream.truncated === true };
}

/**
 * Reads the request's form for `userId`. Multipart parts named in `fileFields` are streamed to
 * temporary files (past 5 MB the rest is drained and the file marked tooLarge); other files are
 * discarded. A user has at most MAX_CONCURRENT_UPLOADS multipart requests in progress, each cut
 * off when it arrives slower than ctx.uploadMinRate. A JSON object body is accepted too, for
 * forms without files.
 */
export async function readForm<T>(
  ctx: AppContext,
  request: FastifyRequest,
  userId: number,
  fileFields: readonly string[],
): Promise<FormInput<T>> {
  // Filled with whatever the client sent; the routes read only the contract's names from it.
  const fields = new Map<string, string>();
  const form: FormInput<T> = { fields, files: new Map(), truncated: new Set() };
  if (!request.isMultipart()) {
    const body: unknown = request.body;
    // No body is no fields; JSON's null is a value, and not an object.
    if (body !== undefined) {
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        throw httpError(400, 'Expected a form or a JSON object.');
      }
      for (const [key, value] of Object.entries(body)) {
        const text = scalarToString(value);
        if (text !== null) fields.set(key, text);
      }
    }
    return form;
  }
  takeUploadSlot(ctx, request, userId);
  const stopWatching = watchUploadRate(ctx, request);
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        const text = scalarToString(part.value);
        if (text === null) continue;
        fields.set(part.fieldname, text);
        if (part.valueTruncated) form.truncated.add(part.fieldname);
        continue;
      }
      if (!fileFields.includes(part.fieldname)) {
        part.file.resume();
        await finished(part.file);
        continue;
      }
      const saved = await saveToTemp(ctx, request, part.file);
      const tooLarge = saved.truncated || saved.size > MAX_UPLOAD_BYTES;
      if (saved.size === 0 && !part.filename) continue; // an empty file input
      form.files.set(part.fieldname, {
        filename: part.filename,
        tempPath: saved.tempPath,
        size: saved.size,
        sha256: saved.sha256,
        kind: tooLarge ? null : detectFileKind(saved.head),
        tooLarge,
      });
    }
    await waitForRequestEnd(request.raw);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (error instanceof Error && 'statusCode' in error) throw error; // multipart limit errors
    if (isDiskFull(error)) throw diskFull();
    throw httpError(400, 'The upload was interrupted.');
  } finally {
    stopWatching();
  }
  return form;
}

/** 413 when any checked file is over 5 MB, then 415 when any is not an allowed type. */
export function checkFiles(
  form: Pick<FormInput<unknown>, 'files'>,
  rules: Record<string, FileRule>,
): void {
  const checked = Object.keys(rules)
    .map((field) => [field, form.files.get(field)] as const)
    .filter((entry): entry is readonly [string, UploadedFile] => entry[1] !== undefined);
  if (checked.some(([, file]) => file.tooLarge)) throw httpError(413, sharedMsg.fileTooLarge);
  for (const [field, file] of checked) {
    const rule = rules[field];
    if (rule && !fileAllowed(file.kind, rule)) throw httpError(415, WRONG_FILE_TYPE);
  }
}

/** Moves a checked file from its temporary place into media/ with a random name; returns that name. */
export async function storeFile(mediaDir: string, file: UploadedFile): Promise<string> {
  if (file.kind === null) throw new Error('storeFile needs a file of a known type');
  const name = `${randomUUID()}${EXTENSIONS[file.kind]}`;
  await rename(file.tempPath, path.join(mediaDir, name));
  return name;
}

/** Removes stored files, ignoring ones already gone. */
export async function removeFiles(
  mediaDir: string,
  names: readonly (string | null)[],
): Promise<void> {
  await Promise.all(
    names
      .filter((name): name is string => typeof name === 'string' && /^[\w-]+\.\w+$/.test(name))
      .map((name) => unlink(path.join(mediaDir, name)).catch(() => undefined)),
  );
}
