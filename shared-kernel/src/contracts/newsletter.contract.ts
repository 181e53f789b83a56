import { z } from 'zod';
import { defineCall, emailSchema } from './common';

export const addSubscriberCall = defineCall({
  method: 'POST',
  path: '/mailchimp/add-subscriber',
  summary: 'Stores a newsletter sign-up (forwarded to Mailchimp only when a key is configured)',
  request: z.object({
    email: emailSchema,
    firstname: z.string().trim().max(100).optional().default(''),
    lastname: z.string().trim().max(100).optional().default(''),
    tags: z.array(z.string().trim().max(60)).max(10).optional().default(['Website Signup']),
  }),
  response: z.object({ is_success: z.literal(true), success: z.literal(true), message: z.string() }),
});
