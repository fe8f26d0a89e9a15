import { calendarFeedForToken } from "@leadcoach/api";
import { CALENDAR_FEED_INVALID_MESSAGE } from "@leadcoach/api/schemas";
import type { FastifyInstance } from "fastify";
import type { ContextDeps } from "../context";

/**
 * The public iCalendar subscription feed: calendar apps fetch it without a session, so the secret
 * token in the path is the only credential (the API keeps just its hash).
 */
export function registerCalendarFeed(app: FastifyInstance, deps: ContextDeps): void {
  app.get<{ Params: { token: string } }>(
    "/api/calendar/feed/:token.ics",
    // The URL carries the secret: keep it out of the per-request info logs.
    { logLevel: "warn" },
    async (request, reply) => {
      const ics = await calendarFeedForToken(deps, { token: request.params.token });
      if (ics === null) return reply.code(404).send({ message: CALENDAR_FEED_INVALID_MESSAGE });
      return reply
        .header("content-type", "text/calendar; charset=utf-8")
        .header("content-disposition", 'inline; filename="leadcoach-activities.ics"')
        .header("cache-control", "private, no-cache")
        .send(ics);
    },
  );
}
