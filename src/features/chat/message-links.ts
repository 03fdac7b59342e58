export type MessagePart = { text: string; href?: undefined } | { text: string; href: string }

// Web addresses written in a message; a closing bracket or punctuation right after one is not
// part of it ("see https://example.com.").
const LINK = /\b(?:https?:\/\/|www\.)[^\s<>"]+/gi
const TRAILING = /[.,;:!?)\]}'"]+$/

/** A message's text cut into plain parts and web links (http/https only; shown as text, no HTML). */
export function splitMessageLinks(text: string): MessagePart[] {
  const parts: MessagePart[] = []
  let from = 0
  for (const match of text.matchAll(LINK)) {
    const start = match.index
    const link = match[0].replace(TRAILING, '')
    if (start > from) parts.push({ text: text.slice(from, start) })
    const href = /^www\./i.test(link) ? `https://${link}` : link
    parts.push({ text: link, href })
    from = start + link.length
  }
  if (from < text.length) parts.push({ text: text.slice(from) })
  return parts
}
