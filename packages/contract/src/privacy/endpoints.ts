/**
 * A person's own data (DPDP Act 2023): asking for a copy, seeing whether it is ready, and fetching
 * the zip. Every signed-in person may, whatever their role; each reaches only their own.
 */
import { errorBody } from '../common.ts';
import { endpoint } from '../http.ts';
import { exportFileQuery, exportStatusReply, startExportReply } from './schemas.ts';

export const startExport = endpoint({
  method: 'POST',
  path: '/api/users/me/export',
  access: 'signedIn',
  summary: 'Ask for a copy of my data (a zip of data.json and my files); 202 while it is prepared',
  replies: { 202: startExportReply, 404: errorBody },
});

export const getExport = endpoint({
  method: 'GET',
  path: '/api/users/me/export',
  access: 'signedIn',
  summary: 'Whether my copy is none, preparing or ready, with its signed link for a day once ready',
  replies: { 200: exportStatusReply },
});

export const getExportFile = endpoint({
  method: 'GET',
  path: '/api/users/me/export/file',
  access: 'signedIn',
  summary: 'The zip of my data, through the signed link GET /api/users/me/export answered (mine only, for a day)',
  query: exportFileQuery,
  produces: ['application/zip'],
  replies: { 200: null, 404: errorBody, 410: errorBody },
});
