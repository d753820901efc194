import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { callerOf } from '../plugins/auth';
import { errorResponses, IdParams, ListQuery, Page, PopulateQuery, type ListQueryType } from '../schemas/common';
import type { Json, ResourceDef } from './types';

function plural(def: ResourceDef): string {
  return def.name.replace(/-/g, ' ');
}

/** GET list, GET one, POST, PUT (partial) and DELETE for one resource definition. */
export function registerResource(app: FastifyInstance, def: ResourceDef): void {
  const { store } = app.maziwa;
  const tags = [def.tag];
  const { item, create, update } = def.schemas;
  const populateHelp = def.populate ? ` populate: ${Object.keys(def.populate).join(', ')}.` : '';
  const filterable = Object.keys(def.fields).filter((f) => def.fields[f].filter);
  const sortable = Object.keys(def.fields).filter((f) => def.fields[f].sort);

  app.get(
    `/${def.name}`,
    {
      schema: {
        tags,
        summary: `List ${plural(def)}`,
        description: `Filter on: ${filterable.join(', ')}. Sort on: ${sortable.join(', ')}.${populateHelp}`,
        querystring: ListQuery,
        response: { 200: Page(item, `Page of ${def.label}`), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => store.list(def, callerOf(request), request.query as ListQueryType),
  );

  app.get(
    `/${def.name}/:id`,
    {
      schema: {
        tags,
        summary: `Get one ${def.label.toLowerCase()}`,
        params: IdParams,
        querystring: PopulateQuery,
        response: { 200: item, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { id } = request.params as { id: string };
      const { populate } = request.query as { populate?: string };
      return store.findOne(app.maziwa.db, def, id, callerOf(request), populate);
    },
  );

  app.post(
    `/${def.name}`,
    {
      schema: {
        tags,
        summary: `Create a ${def.label.toLowerCase()}`,
        body: create,
        response: { 201: item, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const created = await store.create(def, callerOf(request), request.body as Json);
      return reply.code(201).send(created);
    },
  );

  app.put(
    `/${def.name}/:id`,
    {
      schema: {
        tags,
        summary: `Update a ${def.label.toLowerCase()} (fields left out keep their value)`,
        params: IdParams,
        body: update,
        response: { 200: item, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id } = request.params as { id: string };
      return store.update(def, callerOf(request), id, request.body as Json);
    },
  );

  app.delete(
    `/${def.name}/:id`,
    {
      schema: {
        tags,
        summary: `Delete a ${def.label.toLowerCase()}`,
        params: IdParams,
        response: { 204: Type.Null({ description: 'Deleted' }), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { id } = request.params as { id: string };
      await store.remove(def, callerOf(request), id);
      return reply.code(204).send();
    },
  );
}
