import { z } from 'zod';
import { calls } from './contract.ts';
import { PATHS } from './paths.ts';

export const apiDocsApi = calls('API reference', {
  openApi: {
    access: 'public',
    limit: { max: 60, per: 'minute', by: 'address' },
    method: 'GET',
    path: '/api/openapi.json',
    summary: 'This API as an OpenAPI 3.1 document, generated from the calls’ contracts',
    answer: z.looseObject({ openapi: z.string() }),
  },
  reference: {
    access: 'public',
    limit: { max: 60, per: 'minute', by: 'address' },
    method: 'GET',
    path: PATHS.apiReference,
    summary: 'A page listing every operation of this API',
    file: 'text/html',
  },
});
