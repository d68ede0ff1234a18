import qrcode from 'qrcode-generator'
import { useMemo } from 'react'

/** A QR code of `value`, drawn locally as one SVG path (no service sees the address). */
export function QrCode({ value, label }: { value: string; label: string }) {
  const { size, path } = useMemo(() => {
    const code = qrcode(0, 'M')
    code.addData(value)
    code.make()
    const count = code.getModuleCount()
    let d = ''
    for (let row = 0; row < count; row++) {
      for (let col = 0; col < count; col++) if (code.isDark(row, col)) d += `M${col} ${row}h1v1h-1z`
    }
    return { size: count, path: d }
  }, [value])
  return (
    <svg
      className="foyer-qr"
      role="img"
      aria-label={label}
      viewBox={`-2 -2 ${size + 4} ${size + 4}`}
      shapeRendering="crispEdges"
      data-testid="foyer-qr"
    >
      <path d={path} fill="#000" />
    </svg>
  )
}
