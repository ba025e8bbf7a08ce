// A material's bytes: streamed inline to whoever may read it (Range requests, so video and audio seek; no store in
// any cache when it may not be downloaded), and as an attachment through a signed link (the signature is the grant).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MATERIALS_PATHS, MaterialIdParams, SignedFileParams, SignedFileQuery } from '@campus/contracts/materials';
import { ErrorBody } from '@campus/contracts';
import { findMaterial, type StoredMaterial } from '../db/material.repository.js';
import { materialError, type MaterialsContext } from '../context.js';
import { sendStoredFile } from '../files/send.js';
import { verifyDownload } from '../files/signed-url.js';
import { readableMaterial } from '../material-records.js';

const BYTES = { description: 'The file (206 with Content-Range for a Range request)', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } };
const PARTIAL = { ...BYTES, description: 'The requested range of the file' };

function storedFileOf(row: StoredMaterial) {
  if (!row.storage_key) throw materialError('FILE_NOT_FOUND', 404);
  return { key: row.storage_key, size: Number(row.file_size), mimeType: row.mime_type ?? 'application/octet-stream', fileName: row.file_name ?? 'file' };
}

export function fileRoutes(context: MaterialsContext): FastifyPluginAsyncTypebox {
  const { db, storage } = context;
  const secret = context.deps.config.materials.downloadSecret;
  return async (app) => {
    app.get(`${MATERIALS_PATHS.materials}/:id/stream`, { config: { access: { signedIn: true } }, schema: { summary: 'The file of a material the caller may read, inline, with HTTP Range', params: MaterialIdParams, response: { 200: BYTES, 206: PARTIAL, 404: ErrorBody, 416: ErrorBody } } }, async (request, reply) => {
      const { row } = await readableMaterial(context, request, request.params.id);
      const file = storedFileOf(row);
      // View-only material: nothing keeps a copy (send's default); a downloadable one may stay in the person's cache.
      if (row.allow_download) reply.header('cache-control', 'private, max-age=300');
      return sendStoredFile(request, reply, storage, file, 'inline');
    });

    app.get(`${MATERIALS_PATHS.files}/:materialId`, { config: { access: { public: true } }, schema: { summary: 'The file of a material as an attachment, through a signed link that expires (403 LINK_EXPIRED, LINK_INVALID_SIGNATURE, DOWNLOAD_NOT_ALLOWED)', params: SignedFileParams, querystring: SignedFileQuery, response: { 200: BYTES, 206: PARTIAL, 403: ErrorBody, 404: ErrorBody, 416: ErrorBody } } }, async (request, reply) => {
      const { materialId } = request.params;
      const verdict = verifyDownload(materialId, request.query.expires, request.query.sig, secret);
      if (verdict === 'expired') throw materialError('LINK_EXPIRED', 403);
      if (verdict !== 'ok') throw materialError('LINK_INVALID_SIGNATURE', 403);
      const row = await findMaterial(db, materialId);
      if (!row) throw materialError('MATERIAL_NOT_FOUND', 404);
      // Viewing only since the link was made: the link no longer gives the file.
      if (!row.allow_download) throw materialError('DOWNLOAD_NOT_ALLOWED', 403);
      return sendStoredFile(request, reply, storage, storedFileOf(row), 'attachment');
    });
  };
}
