/**
 * The image upload of spec 2 (profile pictures and asset images) and the file links: public
 * files at /uploads/<name>, certificates at /uploads/private/<name> behind a signed query.
 */
import { errorBody } from '../common.ts';
import { chatMediaTypes, imageTypes, mediaTypesOf } from '../files.ts';
import { endpoint } from '../http.ts';
import { fileNameParams, imageUploadReply, signedFileQuery } from './schemas.ts';

export const uploadImage = endpoint({
  method: 'POST',
  path: '/api/assets/image',
  access: 'signedIn',
  summary: 'Upload an image (multipart field `file`, 5 MB at most); answers its public url',
  accepts: 'upload',
  upload: { field: 'file', types: mediaTypesOf(imageTypes) },
  replies: { 200: imageUploadReply, 400: errorBody, 413: errorBody },
});

export const getPrivateFile = endpoint({
  method: 'GET',
  path: '/uploads/private/:name',
  access: 'public',
  summary: 'A certificate, through the signed link the server handed out',
  params: fileNameParams,
  query: signedFileQuery,
  produces: mediaTypesOf(chatMediaTypes),
  withoutDatabase: true,
  replies: { 200: null, 403: errorBody, 404: errorBody },
});

export const getPublicFile = endpoint({
  method: 'GET',
  path: '/uploads/:name',
  access: 'public',
  summary: 'A public file (profile picture, asset image)',
  params: fileNameParams,
  produces: mediaTypesOf(imageTypes),
  withoutDatabase: true,
  replies: { 200: null, 404: errorBody },
});
