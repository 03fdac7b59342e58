// A QR code as rows of dark (true) and light modules, for the PayNow screens to draw as SVG.
// lean-qr's nano build (~3.7 kB) is loaded with the pay screens only, never on visitor routes.
import { correction, generate } from 'lean-qr/nano'

export function qrModules(text: string): boolean[][] {
  const code = generate(text, { minCorrectionLevel: correction.M })
  return Array.from({ length: code.size }, (_, y) =>
    Array.from({ length: code.size }, (_, x) => code.get(x, y)),
  )
}
