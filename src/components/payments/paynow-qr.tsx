import { qrModules } from './qr-modules'

/** A PayNow payload drawn as a QR code (SVG, one path; a 4-module quiet zone). */
export default function PayNowQr({ payload, label }: { payload: string; label: string }) {
  const modules = qrModules(payload)
  const side = modules.length + 8
  const path = modules
    .flatMap((row, y) => row.map((dark, x) => (dark ? `M${x + 4} ${y + 4}h1v1h-1z` : '')))
    .join('')
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${side} ${side}`}
      className="mx-auto size-56 bg-white"
      shapeRendering="crispEdges"
      data-payload={payload}
    >
      <rect width={side} height={side} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  )
}
