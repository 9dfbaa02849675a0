// Lays out a legal or info page that the loader rendered on the server (legal.json never
// reaches the browser): one h1, an h2 per section, a table of contents on long pages.
import { Fragment } from 'react'
import { Link } from 'react-router'
import type { ContactDetails, Inline, LegalBlock, LegalPageContent } from '../../../server/pages/legal-page.ts'

/** Pages with at least this many sections get a table of contents. */
const TOC_MIN_SECTIONS = 5

function InlineText({ runs }: { runs: Inline[] }) {
  return (
    <>
      {runs.map((run, i) =>
        !run.href ? (
          <Fragment key={i}>{run.text}</Fragment>
        ) : run.href.startsWith('/') ? (
          <Link key={i} to={run.href}>
            {run.text}
          </Link>
        ) : (
          <a key={i} href={run.href}>
            {run.text}
          </a>
        ),
      )}
    </>
  )
}

function Block({ block }: { block: LegalBlock }) {
  if (block.kind === 'paragraph')
    return (
      <p>
        <InlineText runs={block.content} />
      </p>
    )
  return (
    <ul>
      {block.items.map((item, i) => (
        <li key={i}>
          <InlineText runs={item} />
        </li>
      ))}
    </ul>
  )
}

function ContactCards({ contact, labels }: { contact: ContactDetails; labels: LegalPageContent['labels'] }) {
  return (
    <div className="row g-3 mb-4">
      <section className="col-md-6" aria-labelledby="legal-contact">
        <div className="card h-100">
          <div className="card-body">
            <h2 id="legal-contact" className="h5 card-title">
              {labels.contactUs}
            </h2>
            <dl className="legal-page__facts mb-3">
              <dt>{labels.email}</dt>
              <dd>
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </dd>
              <dt>{labels.phone}</dt>
              <dd>
                <a href={contact.phoneHref}>{contact.phone}</a>
              </dd>
            </dl>
            <Link className="btn btn-primary" to="/complaints">
              {labels.complaintsButton}
            </Link>
          </div>
        </div>
      </section>
      <section className="col-md-6" aria-labelledby="legal-company">
        <div className="card h-100">
          <div className="card-body">
            <h2 id="legal-company" className="h5 card-title">
              {labels.companyDetails}
            </h2>
            <address className="mb-3">
              <strong>{contact.company}</strong>
              <br />
              {contact.address}
              <br />
              {contact.city}
              <br />
              {contact.country}
            </address>
            <dl className="legal-page__facts mb-0">
              <dt>{labels.kvk}</dt>
              <dd>{contact.kvk}</dd>
              {contact.vatNumbers.length > 0 ? (
                <>
                  <dt>{labels.vatNumbers}</dt>
                  <dd>{contact.vatNumbers.join(', ')}</dd>
                </>
              ) : null}
              {contact.tradenames.length > 0 ? (
                <>
                  <dt>{labels.tradenames}</dt>
                  <dd>{contact.tradenames.join(', ')}</dd>
                </>
              ) : null}
            </dl>
          </div>
        </div>
      </section>
    </div>
  )
}

export function LegalPageView({ content }: { content: LegalPageContent }) {
  const { labels, sections, version } = content
  const withToc = sections.length >= TOC_MIN_SECTIONS
  return (
    <main id="main" className="container py-4 py-md-5 legal-page">
      <title>{`${content.title} · ${content.siteName}`}</title>
      <meta name="description" content={content.description} />
      <link rel="canonical" href={content.canonical} />
      <div className="legal-page__body">
        <h1 className="mb-3">{content.title}</h1>
        {version ? (
          <p className="text-body-secondary small">
            {labels.lastUpdated}: <time dateTime={version.iso}>{version.text}</time>
          </p>
        ) : null}
        <p className="lead">
          <InlineText runs={content.intro} />
        </p>
        {content.contact ? <ContactCards contact={content.contact} labels={labels} /> : null}
        {withToc ? (
          <nav className="legal-page__toc card card-body bg-light mb-4" aria-labelledby="legal-toc">
            <h2 id="legal-toc" className="h6 text-uppercase mb-2">
              {labels.contents}
            </h2>
            <ol className="mb-0">
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.heading}</a>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        {sections.map((section) => (
          <section key={section.id} id={section.id} className="legal-page__section" aria-labelledby={`${section.id}-heading`}>
            <h2 id={`${section.id}-heading`} className="h4">
              {section.heading}
            </h2>
            {section.blocks.map((block, i) => (
              <Block key={i} block={block} />
            ))}
          </section>
        ))}
      </div>
    </main>
  )
}
