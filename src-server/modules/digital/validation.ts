import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { Code } from '@shared/api/common';
import { Msg } from '@shared/rules/messages';

/**
 * The digital routes' own words for the two refusals users meet most: a page outside the book and a note that is
 * too long (the shared contract carries the limits, this the messages). Any other error goes on to the app's
 * envelope handler unchanged.
 */
export function digitalValidationMessages(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, _req, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const path = error.validation[0]?.instancePath ?? '';
      const message = /\/page$/.test(path)
        ? Msg.digitalPageOutOfRange
        : /\/(comment|quote)$/.test(path)
          ? Msg.digitalNoteTooLong
          : null;
      if (message) {
        reply.serializer(JSON.stringify);
        return reply.status(200).send({ code: Code.BAD_REQUEST, message, data: null });
      }
    }
    throw error;
  });
}
