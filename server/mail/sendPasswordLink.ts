import { createPasswordLink, type LinkPurpose } from '../auth/passwordLinks.ts';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/createDatabase.ts';
import type { users } from '../db/schema.ts';
import type { Mailer } from './createMailer.ts';
import { linkMail } from './mailTemplates.ts';

/** What sending a link needs of the app (an AppContext has it). */
export interface LinkMailing {
  db: Db;
  config: ServerConfig;
  mailer: Mailer;
}

/** Mails a user a single-use reset or activation link, in the user's language. */
export async function sendPasswordLink(ctx: LinkMailing, user: typeof users.$inferSelect, purpose: LinkPurpose) {
  const link = await createPasswordLink(ctx.db, user.id, purpose, ctx.config.publicUrl);
  const mail = linkMail(user.language, purpose, user.name);
  await ctx.mailer.send({ to: user.email, subject: mail.subject, text: mail.text, links: [link] });
}
