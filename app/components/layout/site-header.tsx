import { Link } from 'react-router'

export function SiteHeader({ siteName }: { siteName: string }) {
  return (
    <header className="site-header navbar navbar-dark bg-primary">
      <div className="container">
        <Link className="navbar-brand fw-bold" to="/">
          {siteName}
        </Link>
      </div>
    </header>
  )
}
