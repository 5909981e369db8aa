import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { redactUrl } from './redactUrl.ts';

export type LogFormat = 'auto' | 'json' | 'pretty';

/**
 * The server's log: JSON lines for a log collector, or short readable lines when a person watches a terminal
 * (`auto` decides by whether stdout is one). Request lines are debug: at the default level `info` a terminal
 * shows start-up, warnings and errors, not one line per request.
 */
export function loggerOptions(
  level: string,
  format: LogFormat,
  isTerminal = Boolean(process.stdout.isTTY),
): NonNullable<FastifyServerOptions['logger']> {
  const pretty = format === 'pretty' || (format === 'auto' && isTerminal);
  const serializers = { req: requestForLog };
  if (!pretty) return { level, serializers };
  return {
    level,
    serializers,
    transport: {
      target: 'pino-pretty',
      options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId', singleLine: true },
    },
  };
}

/** Fastify's request serializer, with the secrets of the URL redacted (reset and activation tokens, keys). */
function requestForLog(request: FastifyRequest) {
  const version = request.headers['accept-version'];
  return {
    method: request.method,
    url: redactUrl(request.url),
    version: Array.isArray(version) ? version.join(', ') : version,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * Request lines at debug: the default level `info` then shows start-up, warnings and errors, not two lines
 * per request. A request that failed stays an error line.
 */
export class QuietRequestLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) reply.log.error({ res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
