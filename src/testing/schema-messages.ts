import type * as z from 'zod/mini'

/** Each field's first message from a form schema (what the form would show), {} when valid. */
export function schemaMessages(schema: z.ZodMiniType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values)
  const messages: Record<string, string> = {}
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path.join('.')
    messages[field] ??= issue.message
  }
  return messages
}
