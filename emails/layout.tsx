// Shared frame of every transactional e-mail: brand bar, white card, footer.
// Receives already-translated strings; never imports i18n itself.
import type { ReactNode } from 'react'
import { Body, Button, Container, Head, Hr, Html, Link, Preview, Section, Text } from '@react-email/components'

export const brandRed = '#d62127'
const fontFamily = "'Open Sans', Arial, sans-serif"

/** Translated strings and site facts every template passes to the layout. */
export interface LayoutProps {
  language: string
  siteName: string
  siteUrl: string
  supportEmail: string
  preview: string
  /** "You receive this e-mail because …" */
  footer: string
  /** "Questions? Write to us:" – followed by the support address. */
  help: string
  /** "The {{siteName}} team" */
  signature: string
  /** Extra footer links (notification e-mails: preferences and unsubscribe). */
  footerLinks?: { href: string; label: string }[]
}

const styles = {
  body: { backgroundColor: '#f4f4f5', margin: 0, padding: '24px 0', fontFamily },
  container: { maxWidth: '600px', margin: '0 auto', fontFamily },
  header: { backgroundColor: brandRed, padding: '18px 24px', borderRadius: '6px 6px 0 0' },
  headerText: { color: '#ffffff', fontSize: '24px', fontWeight: 700, lineHeight: '32px', margin: 0, fontFamily },
  headerLink: { color: '#ffffff', textDecoration: 'none' },
  card: { backgroundColor: '#ffffff', padding: '24px', borderRadius: '0 0 6px 6px' },
  footer: { padding: '16px 24px' },
  footerText: { color: '#6b7280', fontSize: '12px', lineHeight: '18px', margin: '0 0 6px', fontFamily },
  footerLink: { color: '#6b7280', textDecoration: 'underline' },
  paragraph: { color: '#1f2937', fontSize: '16px', lineHeight: '24px', margin: '0 0 16px', fontFamily },
  small: { color: '#4b5563', fontSize: '14px', lineHeight: '20px', margin: '0 0 12px', fontFamily },
  button: {
    backgroundColor: brandRed,
    color: '#ffffff',
    fontSize: '16px',
    fontWeight: 700,
    textDecoration: 'none',
    borderRadius: '6px',
    padding: '12px 24px',
    display: 'inline-block',
    fontFamily,
  },
  fallbackLink: { color: brandRed, wordBreak: 'break-all' as const },
  hr: { borderColor: '#e5e7eb', margin: '20px 0' },
}

export function EmailLayout({ children, ...props }: LayoutProps & { children: ReactNode }) {
  const siteHost = props.siteUrl.replace(/^https?:\/\//, '')
  return (
    <Html lang={props.language}>
      <Head />
      <Preview>{props.preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Section style={styles.header}>
            <Text style={styles.headerText}>
              <Link href={props.siteUrl} style={styles.headerLink}>
                {props.siteName}
              </Link>
            </Text>
          </Section>
          <Section style={styles.card}>
            {children}
            <Text style={{ ...styles.paragraph, margin: '16px 0 0' }}>{props.signature}</Text>
          </Section>
          <Section style={styles.footer}>
            <Text style={styles.footerText}>{props.footer}</Text>
            {props.footerLinks?.length ? (
              <Text style={styles.footerText}>
                {props.footerLinks.map((link, i) => (
                  <span key={link.href}>
                    {i > 0 ? ' · ' : null}
                    <Link href={link.href} style={styles.footerLink}>
                      {link.label}
                    </Link>
                  </span>
                ))}
              </Text>
            ) : null}
            <Text style={styles.footerText}>
              {props.help}{' '}
              <Link href={`mailto:${props.supportEmail}`} style={styles.footerLink}>
                {props.supportEmail}
              </Link>
            </Text>
            <Text style={styles.footerText}>
              <Link href={props.siteUrl} style={styles.footerLink}>
                {siteHost}
              </Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  )
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={styles.paragraph}>{children}</Text>
}

export function SmallPrint({ children }: { children: ReactNode }) {
  return <Text style={styles.small}>{children}</Text>
}

/** The call-to-action button, followed by the same link as plain text for clients that hide buttons. */
export function CallToAction({ href, label, linkFallback }: { href: string; label: string; linkFallback: string }) {
  return (
    <>
      <Section style={{ textAlign: 'center', margin: '8px 0 24px' }}>
        <Button href={href} style={styles.button}>
          {label}
        </Button>
      </Section>
      <Text style={styles.small}>
        {linkFallback}{' '}
        <Link href={href} style={styles.fallbackLink}>
          {href}
        </Link>
      </Text>
      <Hr style={styles.hr} />
    </>
  )
}
