// Renders the logo files of shared/payments/method-logos.ts from react-pay-icons into SVG documents.
import { createElement, type ComponentType, type SVGProps } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { LOGO_FILES } from '../shared/payments/method-logos.ts'

export async function renderPaymentLogos(): Promise<Record<string, string>> {
  const out: Record<string, string> = {}
  for (const [icon, file] of Object.entries(LOGO_FILES)) {
    const module = (await import(`react-pay-icons/${icon}`)) as { default: ComponentType<SVGProps<SVGSVGElement>> }
    out[file] = `<?xml version="1.0" encoding="UTF-8"?>\n${renderToStaticMarkup(createElement(module.default))}\n`
  }
  return out
}
