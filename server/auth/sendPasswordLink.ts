import type { AppContext } from '../AppContext.ts';
import type { users } from '../db/schema.ts';
import { linkMail } from '../mail/mailTemplates.ts';
import { createPasswordLink, type LinkPurpose } from './passwordLinks.ts';

/** Mails a user a single-use reset or activation link, in the user's language. */
export async function sendPasswordLink(ctx: AppContext, user: typeof users.$inferSelect, purpose: LinkPurpose) {
  const link = await createPasswordLink(ctx.db, user.id, purpose, ctx.config.publicUrl);
  const mail = linkMail(user.language, purpose, user.name);
  await ctx.mailer.send({ to: user.email, subject: mail.subject, text: mail.text, links: [link] });
}
