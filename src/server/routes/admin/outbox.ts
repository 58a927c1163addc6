import { Hono } from 'hono';
import { adminEndpoints as table } from '../../../shared/api/endpoints/admin';
import type { AppDeps } from '../../deps';
import { JSON_BODY_LIMIT } from '../../http/body-limits';
import { implement } from '../../http/endpoint-routes';
import type { AppEnv } from '../../http/env';
import { defineRoutes } from '../../http/route-module';
import { BrandedMail } from '../../providers/mail/branded';
import { OutboxMail } from '../../providers/mail/outbox';

/** GET /api/admin/outbox: the newest 100 e-mails the outbox mailer kept (empty with SMTP). */
export const adminOutboxRoutes = defineRoutes({
  prefix: '/outbox',
  bodyLimit: JSON_BODY_LIMIT,
  routes: (deps: Pick<AppDeps, 'mail'>, base) =>
    implement(
      new Hono<AppEnv>(),
      base,
      { outbox: table.outbox },
      {
        outbox: async () => {
          const port = deps.mail instanceof BrandedMail ? deps.mail.inner : deps.mail;
          const messages = port instanceof OutboxMail ? await port.list() : [];
          return { kind: deps.mail.kind, messages: messages.slice(0, 100) };
        },
      },
    ),
});
