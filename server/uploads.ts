// Reads multipart (or JSON) forms, checks each file's size and real type, and stores files in media/.
import { createHash, randomUUID } from 'node:crypto';
import { unlink, writeFile } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES } from './config.js';
import { HttpError, httpError } from './errors.js';

export type FileKind = 'pdf' | 'png' | 'jpeg' | 'gif' | 'webp' | 'heic';
export type FileRule = 'image' | 'image-or-pdf';

export interface UploadedFile {
  filename: string;
  data: Buffer;
  size: number;
  sha256: string;
  kind: FileKind | null;
  tooLarge: boolean;
}

export interface FormInput {
  fields: Map<string, string>;
  files: Map<string, UploadedFile>;
  /** Text fields cut off by the multipart field-size limit. */
  truncated: Set<string>;
}

export const FILE_TOO_LARGE = 'File size exceeds 5MB limit.';
export const WRONG_FILE_TYPE = 'Only images or PDF files are allowed.';

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

function scalarToString(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return null;
}

/**
 * Reads the request's form. Multipart parts named in `fileFields` are buffered (up to 5 MB,
 * the rest is drained and the file marked tooLarge); other files are discarded. A JSON object
 * body is accepted too, for forms without files.
 */
export async function readForm(
  request: FastifyRequest,
  fileFields: readonly string[],
): Promise<FormInput> {
  const form: FormInput = { fields: new Map(), files: new Map(), truncated: new Set() };
  if (!request.isMultipart()) {
    const body: unknown = request.body;
    if (body !== undefined && body !== null) {
      if (typeof body !== 'object' || Array.isArray(body)) {
        throw httpError(400, 'Expected a form or a JSON object.');
      }
      for (const [key, value] of Object.entries(body)) {
        const text = scalarToString(value);
        if (text !== null) form.fields.set(key, text);
      }
    }
    return form;
  }
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        const text = scalarToString(part.value);
        if (text === null) continue;
        form.fields.set(part.fieldname, text);
        if (part.valueTruncated) form.truncated.add(part.fieldname);
        continue;
      }
      if (!fileFields.includes(part.fieldname)) {
        part.file.resume();
        await finished(part.file);
        continue;
      }
      const hash = createHash('sha256');
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file) {
        const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
        size += buffer.length;
        hash.update(buffer);
        chunks.push(buffer);
      }
      const tooLarge = part.file.truncated || size > MAX_UPLOAD_BYTES;
      if (size === 0 && !part.filename) continue; // an empty file input
      const data = tooLarge ? Buffer.alloc(0) : Buffer.concat(chunks);
      form.files.set(part.fieldname, {
        filename: part.filename,
        data,
        size,
        sha256: hash.digest('hex'),
        kind: detectFileKind(data),
        tooLarge,
      });
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (error instanceof Error && 'statusCode' in error) throw error; // multipart limit errors
    throw httpError(400, 'The upload was interrupted.');
  }
  await waitForRequestEnd(request.raw);
  return form;
}

/** 413 when any checked file is over 5 MB, then 415 when any is not an allowed type. */
export function checkFiles(form: FormInput, rules: Record<string, FileRule>): void {
  const checked = Object.keys(rules)
    .map((field) => [field, form.files.get(field)] as const)
    .filter((entry): entry is readonly [string, UploadedFile] => entry[1] !== undefined);
  if (checked.some(([, file]) => file.tooLarge)) throw httpError(413, FILE_TOO_LARGE);
  for (const [field, file] of checked) {
    const rule = rules[field];
    if (rule && !fileAllowed(file.kind, rule)) throw httpError(415, WRONG_FILE_TYPE);
  }
}

/** Writes a checked file under media/ with a random name; returns that name. */
export async function storeFile(mediaDir: string, file: UploadedFile): Promise<string> {
  if (file.kind === null) throw new Error('storeFile needs a file of a known type');
  const name = `${randomUUID()}${EXTENSIONS[file.kind]}`;
  await writeFile(path.join(mediaDir, name), file.data, { flag: 'wx' });
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

/** The public URL of a stored file, or null. */
export function mediaUrl(name: string | null): string | null {
  return name ? `/media/${name}` : null;
}
