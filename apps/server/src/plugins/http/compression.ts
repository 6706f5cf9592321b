/**
 * Compresses replies of 1 KiB and more with brotli or gzip, whichever the client accepts (a
 * people list or the API reference shrinks several times over). Smaller replies go as they are:
 * compressing them costs more time than the bytes it saves. Brotli runs at a middle quality,
 * because its best is far too slow for replies made on every request; the web app's built files
 * were compressed at the best quality when they were built and carry their encoding already, so
 * they pass through untouched, as do images and other formats that are compressed by nature and
 * partial (range) replies. Socket.IO answers on the HTTP server before Fastify and is not touched.
 * Request bodies are never inflated: a small compressed upload must not become a large one.
 */
import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const COMPRESSION_THRESHOLD_BYTES = 1024;

async function compressionPlugin(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
}

export default fp(compressionPlugin, { name: 'compression' });
