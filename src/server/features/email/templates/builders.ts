// Every mail's builder under one name, and the builders the app calls: theirs, plus the recipe (the
// builder's name and its props) that lets the render thread (render-thread.ts) make the same mail again.
import { dealerNotification } from './dealer-notification.ts';
import { dealerNudge } from './dealer-nudge.ts';
import { demoRequest } from './demo-request.ts';
import { passwordReset } from './password-reset.ts';
import { reminder } from './reminder.ts';
import type { MailTemplate } from './render.ts';
import { setPassword } from './set-password.ts';
import { signedCopy } from './signed-copy.ts';
import { signingRequest } from './signing-request.ts';
import { textVersion } from './text-version.ts';
import { welcome } from './welcome.ts';

export const MAIL_BUILDERS = {
  dealerNotification,
  dealerNudge,
  demoRequest,
  passwordReset,
  reminder,
  setPassword,
  signedCopy,
  signingRequest,
  textVersion,
  welcome,
};

type Builders = typeof MAIL_BUILDERS;
export type MailBuilderName = keyof Builders;
type PropsOf<K extends MailBuilderName> = Parameters<Builders[K]>[0];

/** A mail as plain data: structured-cloned to the render thread, where MAIL_BUILDERS makes it again. */
export type MailRecipe = { [K in MailBuilderName]: { builder: K; props: PropsOf<K> } }[MailBuilderName];

/** A mail made from its recipe (the render thread's side). */
export function buildMail(recipe: MailRecipe): MailTemplate {
  const build = MAIL_BUILDERS[recipe.builder] as (props: MailRecipe['props']) => MailTemplate;
  return build(recipe.props);
}

/** The builder `name`, its mails carrying their recipe. */
export function withRecipe<K extends MailBuilderName>(builder: K) {
  return (props: PropsOf<K>): MailTemplate => {
    const build = MAIL_BUILDERS[builder] as (props: PropsOf<K>) => MailTemplate;
    return { ...build(props), recipe: { builder, props } as MailRecipe };
  };
}
