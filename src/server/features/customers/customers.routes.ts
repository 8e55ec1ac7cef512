import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerSchema } from '../../../shared/customer.schema.ts';
import {
  fastResponse,
  listQuerySchema,
  nullable,
  pageRequest,
  sendDealerList,
  serializerOf,
} from '../../lib/list-page.ts';
import { requireUser, signedInUser } from '../../plugins/session-guard.ts';
import { eraseCustomer, exportCustomer } from './customer-rights.service.ts';
import * as service from './customers.service.ts';

const params = z.object({ id: z.uuid() });

const text = { type: 'string' } as const;
// GET /api/customers's answer for fast-json-stringify: the same fields as `Customer` (a test compares).
const customerList = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      id: text,
      name: text,
      email: text,
      phone: text,
      postcode: text,
      address: nullable('string'),
      vehicleRegistration: nullable('string'),
      vehicleData: {
        type: ['object', 'null'],
        properties: {
          make: nullable('string'),
          model: nullable('string'),
          yearOfManufacture: nullable('integer'),
          colour: nullable('string'),
          fuelType: nullable('string'),
          motStatus: nullable('string'),
        },
        required: ['make', 'model', 'yearOfManufacture', 'colour', 'fuelType', 'motStatus'],
      },
      createdAt: text,
      updatedAt: text,
    },
    required: ['id', 'name', 'email', 'phone', 'postcode', 'createdAt', 'updatedAt'],
  },
} as const;
const serializeCustomers = serializerOf(customerList);

export async function customerRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  app.addHook('onRequest', requireUser);

  // The spec's array, a page at a time: ?limit (default 100), ?cursor from the Link header, ?q to search.
  app.get(
    '/api/customers',
    fastResponse(customerList, { querystring: listQuerySchema }),
    async (request, reply) => {
      const page = pageRequest(request.query);
      return sendDealerList(request, reply, page, {
        name: 'customers',
        serialize: serializeCustomers,
        load: () => service.listCustomers(db, signedInUser(request).id, page),
      });
    },
  );

  app.get('/api/customers/:id', { schema: { params } }, async (request) =>
    service.getCustomer(db, signedInUser(request).id, request.params.id),
  );

  app.post('/api/customers', { schema: { body: customerSchema } }, async (request, reply) => {
    const customer = await service.createCustomer(db, signedInUser(request).id, request.body);
    return reply.status(201).send(customer);
  });

  app.put('/api/customers/:id', { schema: { params, body: customerSchema } }, async (request) =>
    service.updateCustomer(db, signedInUser(request).id, request.params.id, request.body),
  );

  app.delete('/api/customers/:id', { schema: { params } }, async (request) => {
    const outcome = await service.deleteCustomer(db, signedInUser(request).id, request.params.id);
    return {
      message:
        outcome === 'archived' ? 'Customer archived: their signing records are kept' : 'Customer deleted',
      archived: outcome === 'archived',
    };
  });

  // The customer's rights (UK GDPR), asked of the dealer: everything held about them, and erasure.
  app.get('/api/customers/:id/export', { schema: { params } }, async (request, reply) => {
    const { stream, filename } = await exportCustomer(app.deps, signedInUser(request).id, request.params.id);
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'no-store')
      .send(stream);
  });

  app.post('/api/customers/:id/erase', { schema: { params } }, async (request) =>
    eraseCustomer(app.deps, signedInUser(request).id, request.params.id, signedInUser(request).id),
  );
}
