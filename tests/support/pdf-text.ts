// The text of a PDF as a reader sees it, one line per text run, read with Mozilla's PDF.js (the
// parser browsers use), so a test checks what the receipt says, not how its bytes are laid out.
import { fileURLToPath } from 'node:url'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

const FONTS = fileURLToPath(
  new URL('../../node_modules/pdfjs-dist/standard_fonts/', import.meta.url),
)

/** Every page's text runs, in reading order, joined by new lines. */
export async function pdfText(bytes: ArrayBuffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl: FONTS }).promise
  const lines: string[] = []
  for (let page = 1; page <= doc.numPages; page++) {
    const content = await (await doc.getPage(page)).getTextContent()
    for (const item of content.items) if ('str' in item && item.str.trim()) lines.push(item.str)
  }
  await doc.destroy()
  return lines.join('\n')
}
