import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors';
import { DEPTH_PROBLEM, jsonDepthExceeds } from './request-text';

export { DEPTH_PROBLEM } from './request-text';
export const UTF8_PROBLEM = 'must be UTF-8 text';

// fatal: a byte sequence that is not UTF-8 is refused rather than replaced by U+FFFD, which
// would store something other than what was sent.
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/**
 * JSON bodies, checked before anything walks them: the bytes must be UTF-8 and the nesting
 * at most MAX_DEPTH deep (a body of 100,000 "[" parses, but every recursive walker after it
 * runs out of stack). Then Fastify's own parser, which refuses __proto__ and constructor keys.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = utf8.decode(body as Buffer);
    } catch {
      done(new HttpError(400, `body ${UTF8_PROBLEM}`, { body: UTF8_PROBLEM }), undefined);
      return;
    }
    if (jsonDepthExceeds(text)) {
      done(new HttpError(400, `body ${DEPTH_PROBLEM}`, { body: DEPTH_PROBLEM }), undefined);
      return;
    }
    parse(request, text, done);
  });
}
