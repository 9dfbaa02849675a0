// "Did you mean ...?" for common e-mail domain typos (gmial.com → gmail.com).
const DOMAINS = [
  'gmail.com',
  'googlemail.com',
  'hotmail.com',
  'hotmail.co.uk',
  'hotmail.fr',
  'hotmail.it',
  'hotmail.es',
  'hotmail.de',
  'hotmail.nl',
  'outlook.com',
  'live.com',
  'live.nl',
  'live.be',
  'msn.com',
  'yahoo.com',
  'yahoo.co.uk',
  'yahoo.fr',
  'yahoo.de',
  'yahoo.it',
  'yahoo.es',
  'icloud.com',
  'me.com',
  'aol.com',
  'gmx.de',
  'gmx.net',
  'gmx.at',
  'gmx.ch',
  'web.de',
  't-online.de',
  'freenet.de',
  'bluewin.ch',
  'orange.fr',
  'free.fr',
  'laposte.net',
  'sfr.fr',
  'libero.it',
  'virgilio.it',
  'tiscali.it',
  'telefonica.net',
  'wp.pl',
  'onet.pl',
  'o2.pl',
  'interia.pl',
  'ziggo.nl',
  'kpnmail.nl',
  'planet.nl',
  'home.nl',
  'telenet.be',
  'skynet.be',
  'btinternet.com',
  'sky.com',
  'online.no',
  'telia.com',
  'jubii.dk',
  'mail.dk',
  'suomi24.fi',
  'protonmail.com',
  'proton.me',
]

function distance(a: string, b: string): number {
  const dp = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    let prev = dp[0]!
    dp[0] = i
    for (let j = 1; j <= b.length; j++) {
      const tmp = dp[j]!
      dp[j] = Math.min(dp[j]! + 1, dp[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1))
      prev = tmp
    }
  }
  return dp[b.length]!
}

/** The corrected address when the domain looks like a typo of a common one, else null. */
export function suggestEmail(email: string): string | null {
  const at = email.lastIndexOf('@')
  if (at < 1) return null
  const local = email.slice(0, at)
  const domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase()
  if (!domain || DOMAINS.includes(domain)) return null
  let best: { domain: string; d: number } | null = null
  for (const candidate of DOMAINS) {
    const d = distance(domain, candidate)
    if (d > 0 && d <= 2 && (!best || d < best.d)) best = { domain: candidate, d }
  }
  return best ? `${local}@${best.domain}` : null
}
