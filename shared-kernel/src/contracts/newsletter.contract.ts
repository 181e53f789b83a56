import { z } from 'zod';
import { defineCall, emailSchema, listOf, oneLineText, optionalText } from './common';
import { newsletterRoutes } from './newsletter.routes';

export const addSubscriberCall = defineCall({
  ...newsletterRoutes.addSubscriber,
  summary: 'Stores a newsletter sign-up (forwarded to Mailchimp only when a key is configured)',
  request: z.object({
    email: emailSchema,
    firstname: optionalText(100, 'First name'),
    lastname: optionalText(100, 'Last name'),
    tags: listOf('tags', oneLineText(60, 'Tag')).max(10, 'Up to 10 tags').optional().default(['Website Signup']),
  }),
  response: z.object({ is_success: z.literal(true), success: z.literal(true), message: z.string() }),
});
