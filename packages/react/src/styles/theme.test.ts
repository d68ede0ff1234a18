import { describe, expect, it } from 'vitest'
import { modalThemeCss } from './modalTheme.js'
import { baseCss, themeAttributes } from './theme.js'

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255)
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (high + 0.05) / (low + 0.05)
}

/** The `--foyer-color-*` values the CSS ships, light (the root's) and dark, by name (an accent's default). */
function shippedColors(css: string) {
  const colors = (text = '') =>
    Object.fromEntries(
      [...text.matchAll(/--foyer-color-([\w-]+): ?(?:var\(--foyer-accent, ?)?(#[0-9a-f]{6})/g)].map(
        ([, name, value]) => [name, value],
      ),
    )
  const [light, dark] = css.split("[data-foyer-theme='dark']")
  return { light: colors(light), dark: colors(dark) }
}

describe('theme', () => {
  it.each(['light', 'dark'] as const)('%s text pairs meet WCAG AA (4.5:1)', (mode) => {
    const p = { ...shippedColors(baseCss)[mode], ...shippedColors(modalThemeCss)[mode] }
    const pairs: [string, string][] = [
      [p.fg, p.bg],
      [p['fg-muted'], p.bg],
      [p['fg-muted'], p.surface],
      [p['fg-muted'], p['surface-hover']],
      [p.fg, p['surface-hover']],
      [p['on-accent'], p.accent],
      [p.accent, p.bg],
      [p.error, p.bg],
      [p.error, p.surface],
      [p.success, p.bg],
      [p.bg, p.fg],
    ]
    expect(pairs.flat().every((color) => /^#[0-9a-f]{6}$/.test(color ?? ''))).toBe(true)
    for (const [text, background] of pairs) expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5)
  })

  it('defaults the spec constants and scopes everything under data-foyer', () => {
    expect(baseCss).toContain('--foyer-font-size-master:10px')
    expect(baseCss).toContain('--foyer-border-radius-master:4px')
    expect(modalThemeCss).toContain('prefers-reduced-motion:reduce')
    expect(baseCss).toContain('--foyer-color-accent:var(--foyer-accent,#0a5bc4);')
    expect(modalThemeCss).toContain('--foyer-z-index:999')
    expect(modalThemeCss).toContain('--foyer-color-error:#b3141a;')
  })

  it("passes only Foyer's variables through to the root", () => {
    const themeVariables = { '--foyer-accent': '#123456', color: 'red' } as { '--foyer-accent': string }
    const attributes = themeAttributes({ themeMode: 'light', themeVariables })
    expect(attributes.style).toEqual({ '--foyer-accent': '#123456' })
    expect(attributes['data-foyer-theme']).toBe('light')
  })
})
