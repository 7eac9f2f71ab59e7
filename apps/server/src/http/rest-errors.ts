import type { FastifyError, FastifyInstance } from "fastify";
import { AppError, HTTP_STATUS } from "../graphql/errors.ts";

/**
 * REST errors are JSON `{statusCode, name, message, fields?}`. Known errors keep their
 * name; a malformed body is a ValidationError; anything else is logged and answers a
 * plain 500 without details.
 */
export function registerRestErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, req, reply) => {
    if (error instanceof AppError) {
      const statusCode = HTTP_STATUS[error.errorName];
      const { code: _code, name: _name, http: _http, ...extra } = error.extensions as Record<string, unknown>;
      if (typeof extra.retryAfter === "number") reply.header("Retry-After", String(extra.retryAfter));
      return reply
        .code(statusCode)
        .send({ statusCode, name: error.errorName, message: error.message, ...extra });
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const name = status === 400 || status === 415 ? "ValidationError" : "HttpError";
      return reply.code(status).send({ statusCode: status, name, message: error.message });
    }
    req.log.error({ err: error }, "request failed");
    return reply.code(500).send({ statusCode: 500, name: "InternalError", message: "Something went wrong" });
  });
}
