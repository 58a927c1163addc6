import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { multipartBody } from '../multipart';

/** An image a member put into a post they are writing: its address to write into the post. */
export const forumAttachmentResponseSchema = z.object({
  attachment: z.object({ id: z.string(), url: z.string(), width: z.number().int(), height: z.number().int() }),
});

/** Forum post images: uploaded by a member while writing, read by anyone at GET /api/forum-attachments/:id. */
export const forumAttachmentEndpoints = {
  upload: defineEndpoint({ method: 'POST', path: '/api/forum-attachments', body: multipartBody, response: forumAttachmentResponseSchema, status: 201 }),
};
